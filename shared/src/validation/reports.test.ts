import {
  collectErrors,
  contestOnBlur,
  contestReportSchema,
  dynamicsOnBlur,
  dynamicsReportSchema,
  isMeasurementInBounds,
  measurementValue,
  nextContestValue,
  nextDynamicsValue,
  REPORT_MESSAGES as M,
  reportDateValue,
  reportPhotoError,
} from '.';

/** Types `keys` one at a time, as the input's onChange does. */
const typed = (next: (prev: string, raw: string) => string, keys: string) =>
  Array.from(keys).reduce((text, key) => next(text, text + key), '');

describe('measurement typing: the auto point', () => {
  it('comes from 20 in the dynamics form', () => {
    expect(typed(nextDynamicsValue, '20')).toBe('20.');
    expect(typed(nextDynamicsValue, '25')).toBe('25.');
    expect(typed(nextDynamicsValue, '625')).toBe('62.5');
    expect(typed(nextDynamicsValue, '19')).toBe('19');
    expect(typed(nextDynamicsValue, '1505')).toBe('150.5');
  });

  it('comes from 30 in the contest form (21..29 wait for a third digit)', () => {
    for (const two of ['21', '25', '29']) expect(typed(nextContestValue, two)).toBe(two);
    expect(typed(nextContestValue, '30')).toBe('30.');
    expect(typed(nextContestValue, '99')).toBe('99.');
    expect(typed(nextContestValue, '200')).toBe('200');
    expect(typed(nextContestValue, '2000')).toBe('200.0');
    expect(typed(nextContestValue, '2005')).toBe('200');
  });

  it('takes digits only, never a leading 0, one decimal, at most 200.x', () => {
    for (const next of [nextDynamicsValue, nextContestValue]) {
      expect(typed(next, '0')).toBe('');
      expect(typed(next, 'a7-')).toBe('7');
      expect(typed(next, '65.55')).toBe('65.5');
      expect(typed(next, '1999')).toBe('199.9');
    }
    expect(typed(nextContestValue, '201')).toBe('20');
  });
});

describe('measurement blur', () => {
  it('completes "dd", "ddd" with .0 and "dd." with 0', () => {
    for (const blur of [dynamicsOnBlur, contestOnBlur]) {
      expect(blur('62')).toBe('62.0');
      expect(blur('150')).toBe('150.0');
      expect(blur('62.')).toBe('62.0');
      expect(blur('62.5')).toBe('62.5');
      expect(blur('')).toBe('');
    }
  });
  it('pads "ddd." in the dynamics form only', () => {
    expect(dynamicsOnBlur('150.')).toBe('150.0');
    expect(contestOnBlur('150.')).toBe('150.');
  });
});

describe('measurement values', () => {
  it('reads 00.0 texts and numbers', () => {
    expect(measurementValue('62.5')).toBe(62.5);
    expect(measurementValue(' 62 ')).toBe(62);
    expect(measurementValue('')).toBeNull();
    expect(measurementValue(null)).toBeNull();
    expect(measurementValue('62.55')).toBeNaN();
    expect(measurementValue('6e1')).toBeNaN();
    expect(measurementValue(62.25)).toBeNaN();
    expect(measurementValue({})).toBeNaN();
  });
  it('bounds them to 30..200', () => {
    expect(isMeasurementInBounds('30')).toBe(true);
    expect(isMeasurementInBounds('200.0')).toBe(true);
    expect(isMeasurementInBounds('29.9')).toBe(false);
    expect(isMeasurementInBounds('200.1')).toBe(false);
    expect(isMeasurementInBounds('')).toBe(false);
  });
});

describe('report date', () => {
  const now = Date.UTC(2025, 4, 20, 12); // 20.05.2025
  it('is a real day from 2000 up to today', () => {
    expect(reportDateValue('20.05.2025', now)).not.toBeNull();
    expect(reportDateValue('01.01.2000', now)).not.toBeNull();
    expect(reportDateValue('21.05.2025', now)).toBeNull();
    expect(reportDateValue('31.12.1999', now)).toBeNull();
    expect(reportDateValue('31.02.2025', now)).toBeNull();
    expect(reportDateValue('20.05', now)).toBeNull();
    expect(reportDateValue(20, now)).toBeNull();
  });
});

describe('dynamicsReportSchema', () => {
  const now = Date.UTC(2025, 4, 20, 12);
  const base = {
    created: '20.05.2025',
    weight: '',
    chest_girth: '',
    waist_girth: '',
    hip_girth: '',
  };
  const errors = (values: object, ctx: object = {}) =>
    collectErrors(dynamicsReportSchema, values, { nowMs: now, ...ctx });

  it('refuses an empty report, accepts one figure or one photo', () => {
    expect(errors(base)).toEqual({ report: M.reportEmpty });
    expect(errors({ ...base, weight: '62.5' })).toEqual({});
    expect(errors(base, { photos: 1 })).toEqual({});
  });

  it('gives each figure its own bound text', () => {
    expect(
      errors({ ...base, weight: '25', chest_girth: '201', waist_girth: '20.5', hip_girth: '96' }),
    ).toEqual({
      weight: M.bounds.weight,
      chest_girth: M.bounds.chest_girth,
      waist_girth: M.bounds.waist_girth,
    });
    expect(errors({ ...base, hip_girth: '250' })).toEqual({ hip_girth: M.bounds.hip_girth });
  });

  it('refuses clearing a stored figure with the same text', () => {
    expect(
      errors({ ...base, weight: '62.5' }, { original: { weight: 63, waist_girth: 70 } }),
    ).toEqual({ waist_girth: M.bounds.waist_girth });
    expect(errors({ ...base, weight: '62.5' }, { original: { waist_girth: null } })).toEqual({});
  });

  it('says "Ошибка" for a date that is missing, not real or in the future', () => {
    for (const created of ['', '32.01.2025', '21.05.2025', '12.3'])
      expect(errors({ ...base, created, weight: '62.5' })).toEqual({ created: M.date });
  });
});

describe('contestReportSchema', () => {
  const full = {
    photos: 3,
    weight: '62.5',
    chest_girth: '90',
    waist_girth: '70.5',
    hip_girth: '98',
  };
  const errors = (values: object) => collectErrors(contestReportSchema, values);

  it('needs the three photos and every figure', () => {
    expect(errors(full)).toEqual({});
    expect(errors({ ...full, photos: 2 })).toEqual({ photos: M.photosRequired });
    expect(errors({ photos: 0 })).toEqual({
      photos: M.photosRequired,
      weight: M.fieldEmpty,
      chest_girth: M.fieldEmpty,
      waist_girth: M.fieldEmpty,
      hip_girth: M.fieldEmpty,
    });
  });

  it('bounds each figure to 30..200 with its own text', () => {
    expect(errors({ ...full, weight: '29.9', hip_girth: '200.1' })).toEqual({
      weight: M.bounds.weight,
      hip_girth: M.bounds.hip_girth,
    });
  });
});

describe('reportPhotoError', () => {
  it('checks the name ending, then the type, then 5 MB', () => {
    expect(reportPhotoError({ name: 'me.JPG', type: 'image/jpeg', size: 100 })).toBeNull();
    expect(reportPhotoError({ name: 'me.jpeg', type: 'image/jpeg', size: 5242880 })).toBeNull();
    expect(reportPhotoError({ name: 'me.png', type: 'image/png', size: 10 })).toBeNull();
    expect(reportPhotoError({ name: 'me.gif', type: 'image/gif', size: 10 })).toBe(M.photoName);
    expect(reportPhotoError({ name: 'me.png', type: 'image/gif', size: 10 })).toBe(M.photoType);
    expect(reportPhotoError({ name: 'me.png', type: 'image/png', size: 5242881 })).toBe(
      M.photoSize,
    );
  });
});
