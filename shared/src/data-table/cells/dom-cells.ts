import type { ICellRendererComp, ICellRendererParams } from 'ag-grid-community';
import { chipClassName, type ChipTone } from '../../ui/status-chip.component';
import { fileCountOf } from './cell-values';
import styles from './cells.module.css';

/**
 * The kit's link and files cells as plain DOM renderers (ag-grid's own component interface): a React cell
 * renderer is mounted through a portal per cell, and on a list page those mounts take most of the main-thread
 * time before the first rows show.
 */

/** ag-grid's cell component frame: one element, rendered again on every refresh. */
abstract class DomCellRenderer<Row, Params extends ICellRendererParams<Row>> implements ICellRendererComp<Row> {
  protected readonly gui = document.createElement('span');

  init(params: Params): void {
    this.render(params);
  }

  getGui(): HTMLElement {
    return this.gui;
  }

  refresh(params: Params): boolean {
    this.render(params);
    return true;
  }

  protected abstract render(params: Params): void;
}

type LinkParams<Row> = ICellRendererParams<Row> & { onClick: (row: Row) => void };

/** The cell value as a button styled as a link: it opens something (an overlay), it goes nowhere. */
export class LinkCellRenderer<Row> extends DomCellRenderer<Row, LinkParams<Row>> {
  private row: Row | undefined;
  private onClick: ((row: Row) => void) | undefined;

  private readonly clicked = (): void => {
    if (this.row !== undefined) this.onClick?.(this.row);
  };

  protected render({ data, value, onClick }: LinkParams<Row>): void {
    this.row = data;
    this.onClick = onClick;
    const text = data === undefined || value == null ? '' : String(value);
    if (!text) {
      this.gui.replaceChildren();
      return;
    }
    const button = document.createElement('button');
    button.type = 'button';
    button.className = styles.linkButton ?? '';
    button.textContent = text;
    button.addEventListener('click', this.clicked);
    this.gui.replaceChildren(button);
  }
}

type FilesParams<Row> = ICellRendererParams<Row> & { label: (count: number) => string };

const SVG = 'http://www.w3.org/2000/svg';
const PAPERCLIP =
  'M16.5 6v11.5a4 4 0 0 1-8 0V5a2.5 2.5 0 0 1 5 0v10.5a1 1 0 0 1-2 0V6H10v9.5a2.5 2.5 0 0 0 5 0V5a4 4 0 0 0-8 0v12.5a5.5 5.5 0 0 0 11 0V6h-1.5z';

/** A paperclip and the number of files, named for screen readers by `label`. */
export class FilesCellRenderer<Row> extends DomCellRenderer<Row, FilesParams<Row>> {
  protected render({ value, label }: FilesParams<Row>): void {
    const count = fileCountOf(value);
    if (count === 0) {
      this.gui.replaceChildren();
      return;
    }
    const files = document.createElement('span');
    files.className = styles.files ?? '';
    files.setAttribute('role', 'img');
    files.setAttribute('aria-label', label(count));
    const icon = document.createElementNS(SVG, 'svg');
    icon.setAttribute('aria-hidden', 'true');
    icon.setAttribute('viewBox', '0 0 24 24');
    icon.setAttribute('width', '16');
    icon.setAttribute('height', '16');
    icon.setAttribute('class', styles.icon ?? '');
    const path = document.createElementNS(SVG, 'path');
    path.setAttribute('fill', 'currentColor');
    path.setAttribute('d', PAPERCLIP);
    icon.append(path);
    const number = document.createElement('span');
    number.setAttribute('aria-hidden', 'true');
    number.textContent = String(count);
    files.append(icon, number);
    this.gui.replaceChildren(files);
  }
}

type ChipParams<Row> = ICellRendererParams<Row> & { text: (row: Row | undefined) => string; tone: (value: string) => ChipTone };

/** A status as a coloured chip with its translated text (StatusChip); nothing for a row without one. */
export class StatusChipCellRenderer<Row> extends DomCellRenderer<Row, ChipParams<Row>> {
  protected render({ data, value, text, tone }: ChipParams<Row>): void {
    const label = value == null || value === '' ? '' : text(data);
    if (!label) {
      this.gui.replaceChildren();
      return;
    }
    const chip = document.createElement('span');
    chip.className = chipClassName(tone(String(value)), true);
    chip.textContent = label;
    this.gui.replaceChildren(chip);
  }
}
