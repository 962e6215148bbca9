import type { DynamicsReport, ReportPhoto } from '@club/shared';
import { REPORT_MESSAGES as R } from '@club/shared/validation';
import { emptySlots, serverSlots } from '../../ui/PhotoSlots';
import { initialValues, reportFormData, reportFormErrors } from './reportForm';

const photo: ReportPhoto = {
  path: '/files/a',
  thumb: '/files/b',
  width: 3,
  height: 4,
  isFromServer: true,
};
const report: DynamicsReport = {
  id: 4,
  type: 'dynamics',
  created: 0,
  name: '01.03.2025',
  weight: 64,
  chest_girth: 92.5,
  waist_girth: null,
  hip_girth: 99,
  contest: false,
  photo_side: photo,
  photo_front: null,
  photo_back: null,
};

test('a new report starts today and empty, an edited one with its values (one decimal)', () => {
  expect(initialValues(null, Date.UTC(2025, 4, 20, 22))).toEqual({
    created: '21.05.2025',
    weight: '',
    chest_girth: '',
    waist_girth: '',
    hip_girth: '',
  });
  expect(initialValues(report)).toEqual({
    created: '01.03.2025',
    weight: '64.0',
    chest_girth: '92.5',
    waist_girth: '',
    hip_girth: '99.0',
  });
});

test('an empty report, a figure out of bounds and a cleared stored figure are errors', () => {
  const empty = initialValues(null);
  expect(reportFormErrors(empty, emptySlots())).toEqual({ report: R.reportEmpty });
  const withPhoto = { ...emptySlots(), front: { kind: 'server', photo } as const };
  expect(reportFormErrors(empty, withPhoto)).toEqual({});
  expect(reportFormErrors({ ...empty, weight: '250' }, emptySlots())).toEqual({
    weight: R.bounds.weight,
  });
  const edited = { ...initialValues(report), chest_girth: '' };
  expect(
    reportFormErrors(edited, serverSlots({ side: photo, front: null, back: null }), report),
  ).toEqual({
    chest_girth: R.bounds.chest_girth,
  });
  expect(reportFormErrors({ ...empty, created: '', weight: '60' }, emptySlots())).toEqual({
    created: R.date,
  });
});

test('sends new files, "null" for a removed photo, and leaves server photos out', () => {
  const file = new File(['x'], 'side.jpg', { type: 'image/jpeg' });
  const slots = {
    side: { kind: 'local', file, url: 'blob:1', server: photo } as const,
    front: { kind: 'empty', removed: true } as const,
    back: { kind: 'server', photo } as const,
  };
  const form = reportFormData({ ...initialValues(report), weight: ' 63.5 ' }, slots);
  expect(form.get('created')).toBe('01.03.2025');
  expect(form.get('weight')).toBe('63.5');
  expect(form.get('waist_girth')).toBe('');
  expect((form.get('photo_side') as File).name).toBe('side.jpg');
  expect(form.get('photo_front')).toBe('null');
  expect(form.has('photo_back')).toBe(false);
});
