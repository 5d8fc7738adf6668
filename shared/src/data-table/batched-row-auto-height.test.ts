import { RowAutoHeightModule } from 'ag-grid-community';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BatchedRowAutoHeightModule, canBatchRowAutoHeight } from './batched-row-auto-height';

type Service = { setupCellAutoHeight(cellCtrl: unknown, eCellWrapper: HTMLElement | undefined, compBean: unknown): boolean };
const BaseService = RowAutoHeightModule.beans?.[0] as unknown as { prototype: Service };
const BatchedService = BatchedRowAutoHeightModule.beans?.[0] as unknown as new () => Service;

const cell = (alive = true, autoHeight = true) => ({ isAlive: () => alive, column: { isAutoHeight: () => autoHeight } });
const bean = (alive = true) => ({ isAlive: () => alive });
const nextMicrotask = () => new Promise<void>((resolve) => queueMicrotask(resolve));

describe('BatchedRowAutoHeightModule', () => {
  afterEach(() => vi.restoreAllMocks());

  it('overrides the installed ag-grid (an upgrade that renames setupCellAutoHeight fails here)', () => {
    expect(canBatchRowAutoHeight).toBe(true);
    expect(BatchedRowAutoHeightModule).not.toBe(RowAutoHeightModule);
    expect(BatchedRowAutoHeightModule.moduleName).toBe(RowAutoHeightModule.moduleName);
  });

  it("sets the render's cells up together after its synchronous work, skipping cells removed meanwhile", async () => {
    const measured: unknown[] = [];
    vi.spyOn(BaseService.prototype, 'setupCellAutoHeight').mockImplementation((cellCtrl) => {
      measured.push(cellCtrl);
      return true;
    });
    const service = new BatchedService();
    const wrapper = document.createElement('div');
    const [first, removed, third] = [cell(), cell(false), cell()];
    expect(service.setupCellAutoHeight(first, wrapper, bean())).toBe(true);
    expect(service.setupCellAutoHeight(removed, wrapper, bean())).toBe(true);
    expect(service.setupCellAutoHeight(third, wrapper, bean())).toBe(true);
    expect(measured).toEqual([]);
    await nextMicrotask();
    expect(measured).toEqual([first, third]);
    // A later render is a batch of its own.
    const fourth = cell();
    service.setupCellAutoHeight(fourth, wrapper, bean());
    await nextMicrotask();
    expect(measured).toEqual([first, third, fourth]);
  });

  it("answers ag-grid's early cases at once (no wrapper, a column without auto height)", () => {
    const base = vi.spyOn(BaseService.prototype, 'setupCellAutoHeight').mockReturnValue(false);
    const service = new BatchedService();
    expect(service.setupCellAutoHeight(cell(true, false), document.createElement('div'), bean())).toBe(false);
    expect(service.setupCellAutoHeight(cell(), undefined, bean())).toBe(false);
    expect(base).toHaveBeenCalledTimes(2);
  });
});
