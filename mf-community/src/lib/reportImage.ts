// Which report the full-screen photo route (/report_image/{type}/{view}) shows: its URL names only
// the kind and the view, so the page that opens it says which report; kept for the tab (a reload
// of the photo page still knows it, and gets a fresh signed URL).
import type { ContestReportType, PhotoView } from '@club/shared';

export type ReportImageSource =
  { type: 'dynamics'; id: number } | { type: 'contest'; report: ContestReportType };

const KEY = 'club.report-image';

export function rememberReportImage(source: ReportImageSource): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(source));
  } catch {
    /* private mode: the photo page then asks to go back */
  }
}

export function reportImageSource(): ReportImageSource | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as ReportImageSource | null;
    if (value?.type === 'dynamics' && Number.isInteger(value.id)) return value;
    if (value?.type === 'contest' && (value.report === 'before' || value.report === 'after'))
      return value;
  } catch {
    /* nothing kept */
  }
  return null;
}

export const reportImagePath = (type: 'dynamics' | 'contest', view: PhotoView) =>
  `/report_image/${type}/${view}`;
