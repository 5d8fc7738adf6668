import jsQRModule from 'jsqr';
import { PDFParse } from 'pdf-parse';
import { PNG } from 'pngjs';
import { beforeAll, expect, it } from 'vitest';
import { qrLabelSheet } from '@portal/shared/rules';
import { parseLabelToken } from '../../auth/label-token.js';
import { bearer, describeEachDatabase } from '../../test/test-app.js';
import { seedIssueTestData, type IssueTestData } from '../issue/issue.test-data.js';

const PUBLIC_URL = 'https://portal.example.test';

/** jsqr is CommonJS: its function is the module itself under Node's ESM, `default` under TypeScript's view of it. */
type Decode = typeof jsQRModule.default;
const jsQR: Decode = typeof jsQRModule === 'function' ? (jsQRModule as unknown as Decode) : jsQRModule.default;

/** The QR code of the label at `slot` (0 = top left) of a rendered A4 page, decoded. */
function decodeLabel(page: PNG, slot: number): string | undefined {
  const mm = page.width / 210;
  const width = Math.round(qrLabelSheet.labelWidthMm * mm);
  const height = Math.round(qrLabelSheet.labelHeightMm * mm);
  const left = Math.round((slot % qrLabelSheet.columns) * qrLabelSheet.labelWidthMm * mm);
  const top = Math.round((0.5 + Math.floor(slot / qrLabelSheet.columns) * qrLabelSheet.labelHeightMm) * mm);
  const pixels = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    const from = ((top + y) * page.width + left) * 4;
    pixels.set(page.data.subarray(from, from + width * 4), y * width * 4);
  }
  return jsQR(pixels, width, height)?.data;
}

describeEachDatabase(
  'installations: the QR label sheets of a location',
  (context) => {
    let data: IssueTestData;

    beforeAll(async () => {
      ({ data } = await seedIssueTestData(context()));
    });

    it('renders A4 labels whose QR codes hold PUBLIC_URL/meld/<token> of each unit, named and coded', async () => {
      const { app, db, config } = context();
      const response = await app.inject({ method: 'GET', url: `/api/installation/${data.customerId}/location/${encodeURIComponent(data.site)}/qr-labels.pdf`, headers: bearer(data.token) });
      expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      const parser = new PDFParse({ data: response.rawPayload });
      const text = (await parser.getText()).text;
      expect(text).toContain('Brandalarm');
      expect(text).toContain(data.installationCode.split('/')[1]);
      expect(text).toContain('Fejl? Scan og meld');
      const shot = await parser.getScreenshot({ scale: 2, first: 1 });
      const page = PNG.sync.read(Buffer.from(shot.pages[0]?.data ?? []));
      expect(page.width / page.height).toBeCloseTo(210 / 297, 2);
      const url = decodeLabel(page, 0);
      expect(url).toMatch(new RegExp(`^${PUBLIC_URL}/meld/[0-9a-z]+-[0-9a-z]+-[A-Za-z0-9_-]{22}$`));
      const target = parseLabelToken(config.jwtSecret, url?.split('/').at(-1) ?? '');
      const unit = await db.selectFrom('installations').select('code').where('id', '=', target?.installationId ?? 0).executeTakeFirstOrThrow();
      expect(unit.code).toBe(data.installationCode);
      // The link opens the unit's report: the signed-in form finds the unit by it.
      const named = await app.inject({ method: 'GET', url: `/api/issue/${data.customerId}/report-target/${url?.split('/').at(-1) ?? ''}`, headers: bearer(data.token) });
      expect(named.json()).toMatchObject({ installationReferenceCode: data.installationCode, installation: 'Brandalarm' });
      await parser.destroy();
    });

    it('answers 404 for another customer\'s location', async () => {
      const response = await context().app.inject({
        method: 'GET',
        url: `/api/installation/${data.customerId}/location/${encodeURIComponent(data.otherCustomerLocation)}/qr-labels.pdf`,
        headers: bearer(data.token),
      });
      expect(response.statusCode).toBe(404);
    });
  },
  { env: { PUBLIC_URL } },
);
