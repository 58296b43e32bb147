import type { Area } from '@portal/contract';
import { getJson, setupTestApp } from '../../../../test/helper';

const context = setupTestApp();
const select = (query = '') => getJson<Area[]>(context().app, `/api/area/area-select${query}`);

describe('GET /api/area/area-select', () => {
  it('lists the countries and regions of the world, China first', async () => {
    const { statusCode, body } = await select();
    expect(statusCode).toBe(200);
    expect(body.data.length).toBeGreaterThanOrEqual(60);
    expect(body.data[0]).toEqual({
      code: 'CN',
      level: 'country',
      name: { zh: '中国', en: 'China' },
      hasChildren: true,
    });
    const others = body.data.slice(1).map((a) => a.name.en);
    expect(others).toEqual([...others].sort((a, b) => a.localeCompare(b, 'en')));
    expect(body.data.find((a) => a.code === 'DE')).toMatchObject({
      name: { zh: '德国', en: 'Germany' },
      hasChildren: false,
    });
    expect(body.data.every((a) => /^[A-Z]{2}$/.test(a.code))).toBe(true);
  });

  it('lists the 34 provincial-level divisions of China by GB/T 2260 code', async () => {
    const { body } = await select('?parentCode=CN');
    expect(body.data).toHaveLength(34);
    expect(body.data[0]).toMatchObject({ code: '110000', name: { zh: '北京市', en: 'Beijing' } });
    expect(body.data.map((a) => a.code)).toEqual(expect.arrayContaining(['440000', '650000']));
    expect(body.data.every((a) => a.level === 'province' && /^\d{2}0000$/.test(a.code))).toBe(true);
    const withCities = body.data.filter((a) => a.hasChildren);
    expect(withCities).toHaveLength(31);
  });

  it("lists a province's cities, capital first", async () => {
    const { body } = await select('?parentCode=440000');
    expect(body.data[0]).toEqual({
      code: '440100',
      level: 'city',
      name: { zh: '广州市', en: 'Guangzhou' },
      hasChildren: false,
    });
    expect(body.data.map((a) => a.name.zh)).toContain('深圳市');
    expect(body.data.every((a) => a.code.startsWith('44'))).toBe(true);
  });

  it("lists a municipality's districts", async () => {
    const { body } = await select('?parentCode=110000');
    expect(body.data.map((a) => a.name.zh)).toContain('海淀区');
    expect(body.data.every((a) => a.level === 'district')).toBe(true);
  });

  it('answers an empty list below a city and a country without divisions', async () => {
    for (const code of ['440100', 'FR']) {
      const { statusCode, body } = await select(`?parentCode=${code}`);
      expect(statusCode).toBe(200);
      expect(body.data).toEqual([]);
    }
  });

  it('answers 404 for a well-formed code that is not an area', async () => {
    const { statusCode, body } = await select('?parentCode=999999');
    expect(statusCode).toBe(404);
    expect(body).toEqual({ code: 404, success: false, data: null, msg: 'No area 999999' });
  });

  it.each([
    'cn',
    'CHN',
    '44',
    encodeURIComponent("CN'; drop table areas; --"),
    '%C3%28',
    'A'.repeat(5000),
  ])('rejects parentCode=%s with 400', async (code) => {
    const { statusCode, body } = await select(`?parentCode=${code}`);
    expect(statusCode).toBe(400);
    expect(body.success).toBe(false);
    expect(body.msg).toMatch(/parentCode/);
  });
});
