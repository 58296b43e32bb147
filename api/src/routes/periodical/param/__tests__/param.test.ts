import { SYSTEM_PARAM_KEYS, type SystemParam } from '@portal/contract';
import { getJson, setupTestApp } from '../../../../../test/helper';

const context = setupTestApp();
const detail = (query: string) =>
  getJson<SystemParam>(context().app, `/api/periodical/param/detail${query}`);

describe('GET /api/periodical/param/detail', () => {
  it('answers the copyright line naming the publisher', async () => {
    const { statusCode, body } = await detail(`?paramKey=${SYSTEM_PARAM_KEYS.copyright}`);
    expect(statusCode).toBe(200);
    expect(body.data.paramKey).toBe('system.copyright');
    expect(body.data.paramValue).toMatch(
      /^© 1992–\d{4} International Press of Mathematical Sciences/,
    );
    expect(body.data.paramValue).toContain('国际数学科学出版社');
  });

  it('answers the copyright line in each language, the English one also as paramValue', async () => {
    const { body } = await detail(`?paramKey=${SYSTEM_PARAM_KEYS.copyright}`);
    expect(body.data.localizedValue).toEqual({
      en: body.data.paramValue,
      zh: '© 1992–2026 国际数学科学出版社（International Press of Mathematical Sciences）版权所有',
    });
  });

  it('answers no localized value for a parameter with one value for both languages', async () => {
    const { body } = await detail(`?paramKey=${SYSTEM_PARAM_KEYS.techWebLink}`);
    expect(body.data).not.toHaveProperty('localizedValue');
  });

  it('answers the technical-support link as an https URL', async () => {
    const { body } = await detail(`?paramKey=${SYSTEM_PARAM_KEYS.techWebLink}`);
    expect(body.data.paramKey).toBe('system.techweblink');
    expect(new URL(body.data.paramValue).protocol).toBe('https:');
  });

  it('answers 404 for a key that does not exist', async () => {
    const { statusCode, body } = await detail('?paramKey=system.nothing');
    expect(statusCode).toBe(404);
    expect(body).toEqual({
      code: 404,
      success: false,
      data: null,
      msg: 'No system parameter system.nothing',
    });
  });

  it.each([
    ['', "querystring must have required property 'paramKey'"],
    ['?paramKey=', 'querystring/paramKey must NOT have fewer than 1 characters'],
    [`?paramKey=${encodeURIComponent("x' or 1=1 --")}`, 'querystring/paramKey must match pattern'],
    [`?paramKey=${'a'.repeat(101)}`, 'querystring/paramKey must NOT have more than 100 characters'],
  ])('rejects paramKey %s with 400', async (query, message) => {
    const { statusCode, body } = await detail(query);
    expect(statusCode).toBe(400);
    expect(body.msg).toContain(message);
  });
});
