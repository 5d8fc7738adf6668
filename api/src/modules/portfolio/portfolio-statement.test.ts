import { beforeAll, expect, it } from 'vitest';
import type { PortfolioOverview } from '@portal/shared/contract';
import { complianceWindow, dayOf } from '@portal/shared/rules';
import { signInRestricted } from '../../test/restricted-user.js';
import { pdfText } from '../../test/pdf-text.js';
import { describeEachDatabase, signInAs, type TestSession } from '../../test/test-app.js';

describeEachDatabase('compliance statement', (context) => {
  let demo: TestSession;
  const statement = (session: TestSession, code: string, query = '') =>
    context().app.inject({ url: `/api/portfolio/${session.customerId}/location/${encodeURIComponent(code)}/statement.pdf${query}`, headers: session.headers });

  beforeAll(async () => {
    demo = await signInAs(context().app, 'demo@example.com');
  });

  it("holds the overview's figures for the same site and window, and every list, in the asked language", async () => {
    const today = dayOf(new Date());
    const window = complianceWindow(12, today);
    const overview = (await context().app.inject({ url: `/api/portfolio/${demo.customerId}/overview?months=12`, headers: demo.headers })).json<PortfolioOverview>();
    const site = overview.locations.find((location) => location.depth === 0 && location.onTime + location.late + location.overdue > 0);
    if (!site) throw new Error('no site with inspections due');

    // The overview's window ends with the current month; the statement's with today: count the same tasks.
    const response = await statement(demo, site.code, `?from=${window.from}&to=${window.to}&culture=en-GB`);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`${site.code}-${window.from}-${window.to}.pdf`);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Statement of inspections and faults');
    expect(text).toContain(`${site.name} (${site.code})`);
    const figure = (label: string) => new RegExp(`${label}\\s+(\\S+)`).exec(text)?.[1];
    expect(figure('Done on time')).toBe(String(site.onTime));
    expect(figure('Done late')).toBe(String(site.late));
    expect(figure('Overdue, not done')).toBe(String(site.overdue));
    expect(figure('Open faults')).toBe(String(site.openIssues));
    expect(figure('On time \\(%\\)')).toBe(site.compliancePercent === null ? '–' : site.compliancePercent.toLocaleString('en'));
    for (const section of ['Inspections due in the period', 'Service reports and control schemas', 'Faults: open, and closed in the period', 'Thermography', 'Outstanding actions']) {
      expect(text).toContain(section);
    }
    expect(text).toMatch(/Generated \d/);
    expect(text).toMatch(/Page 1/);

    const danish = await pdfText((await statement(demo, site.code, '?culture=da-DK')).rawPayload);
    expect(danish).toContain('Erklæring om eftersyn og fejl');
    expect(danish).toContain('Udført til tiden');
  });

  it('refuses a bad period with a message, and a location the user may not see with 404', async () => {
    const overview = (await context().app.inject({ url: `/api/portfolio/${demo.customerId}/overview`, headers: demo.headers })).json<PortfolioOverview>();
    const [first, second] = overview.locations.filter((location) => location.depth === 0);
    if (!first || !second) throw new Error('two sites needed');
    for (const query of ['?from=2026-05-01&to=2026-04-01', '?from=2015-01-01&to=2026-01-01', '?from=2026-02-30', '?from=2026-13-45', '?from=today']) {
      const refused = await statement(demo, first.code, query);
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json<{ message: string }>().message.length, query).toBeGreaterThan(0);
    }
    expect((await statement(demo, 'NO-SUCH-CODE')).statusCode).toBe(404);

    const site = await context().db.selectFrom('locations').select('id').where('customer_id', '=', demo.customerId).where('code', '=', first.code).executeTakeFirstOrThrow();
    const limited = await signInRestricted(context(), demo.customerId, [site.id]);
    expect((await statement(limited, first.code)).statusCode).toBe(200);
    expect((await statement(limited, second.code)).statusCode).toBe(404);
  });
});
