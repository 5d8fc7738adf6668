import { RowAutoHeightModule, type Module } from 'ag-grid-community';

/**
 * ag-grid's row auto-height service, measuring the cells of one render together.
 *
 * ag-grid measures an auto-height cell (getComputedStyle and offsetHeight) the moment the cell is set up,
 * and sets up the next cell, which writes classes and attributes, before measuring that one: every
 * cell forces its own style and layout pass. On a fault list page (10 rows of 11 wrapping columns) that
 * makes 112 forced layouts in one 370 ms task without this module (docs/performance.md). Here the set-ups are queued
 * and run together once the render's synchronous work is done, so the first measurement lays the page
 * out and the rest only read it. The measurement itself stays ag-grid's (the same heights, the same
 * resize observers).
 *
 * `setupCellAutoHeight` is internal to ag-grid. If an upgrade renames it, the override is never called
 * and the grid measures with its own set-up (slower, still right); `batched-row-auto-height.test.ts` fails then.
 */

interface CellCtrlLike {
  isAlive(): boolean;
  column: { isAutoHeight(): boolean };
}

interface BeanLike {
  isAlive(): boolean;
}

interface AutoHeightService {
  setupCellAutoHeight(cellCtrl: CellCtrlLike, eCellWrapper: HTMLElement | undefined, compBean: BeanLike): boolean;
}

type AutoHeightServiceClass = new (...args: never[]) => AutoHeightService;

const BaseService = RowAutoHeightModule.beans?.[0] as unknown as AutoHeightServiceClass | undefined;

/** Whether the installed ag-grid has the method this module overrides (checked by the test). */
export const canBatchRowAutoHeight = typeof BaseService?.prototype.setupCellAutoHeight === 'function';

function batchedModule(Base: AutoHeightServiceClass): Module {
  class BatchedRowAutoHeightService extends Base {
    private pending: (() => void)[] = [];

    override setupCellAutoHeight(cellCtrl: CellCtrlLike, eCellWrapper: HTMLElement | undefined, compBean: BeanLike): boolean {
      // ag-grid's own early answers (no wrapper, a column without auto height) stay synchronous.
      if (!eCellWrapper || !cellCtrl.column.isAutoHeight()) {
        return super.setupCellAutoHeight(cellCtrl, eCellWrapper, compBean);
      }
      this.pending.push(() => {
        // A cell rendered and removed within one render (a page change) is not measured.
        if (cellCtrl.isAlive() && compBean.isAlive()) {
          super.setupCellAutoHeight(cellCtrl, eCellWrapper, compBean);
        }
      });
      if (this.pending.length === 1) {
        queueMicrotask(() => this.flush());
      }
      return true;
    }

    private flush(): void {
      const pending = this.pending;
      this.pending = [];
      for (const setUp of pending) {
        setUp();
      }
    }
  }
  return { ...RowAutoHeightModule, beans: [BatchedRowAutoHeightService as never] };
}

/** RowAutoHeightModule with batched measuring, or ag-grid's own module where the override cannot apply. */
export const BatchedRowAutoHeightModule: Module = BaseService && canBatchRowAutoHeight ? batchedModule(BaseService) : RowAutoHeightModule;
