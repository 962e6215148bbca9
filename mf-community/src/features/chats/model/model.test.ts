import type { ChatMessage } from '@club/shared';
import { addAttachments, attachmentError } from './attachments';
import { canEdit, editableSince } from './editWindow';
import { buildRows, chunkRows, firstUnreadId, mergeMessages, sameRows } from './rows';

const file = (type: string, size = 1000) => ({ type, size });

describe('attachment checks', () => {
  it('takes png and jpeg up to 5242880 bytes', () => {
    expect(attachmentError(file('image/png'))).toBeNull();
    expect(attachmentError(file('image/jpeg', 5242880))).toBeNull();
  });

  it('refuses other types and bigger files with the spec’s texts', () => {
    expect(attachmentError(file('image/gif'))).toBe(
      'Ошибка! Можно загружать файлы с расширением png или jpg',
    );
    expect(attachmentError(file('application/pdf'))).toBe(
      'Ошибка! Можно загружать файлы с расширением png или jpg',
    );
    expect(attachmentError(file('image/png', 5242881))).toBe(
      'Ошибка! Файл слишком большой. Максимально допустимый размер 5 MB',
    );
  });

  it('allows at most 5 attachments: a choice that would exceed them adds none', () => {
    const five = Array.from({ length: 5 }, () => file('image/png'));
    expect(addAttachments(0, five)).toEqual({ accepted: five, error: null });
    expect(addAttachments(3, [file('image/png'), file('image/png'), file('image/png')])).toEqual({
      accepted: [],
      error: 'Ошибка! Ты можешь прикрепить не более 5 вложений',
    });
    expect(addAttachments(0, [file('image/png'), file('text/plain')]).accepted).toEqual([]);
  });
});

const message = (over: Partial<ChatMessage>): ChatMessage => ({
  id: 1,
  channel: 'coach',
  message: 'Текст',
  sender: 'USER',
  admin: null,
  time: 1_700_000_000,
  is_read: true,
  is_read_admin: false,
  is_rear_view: true,
  is_edited: false,
  edited_at: null,
  pictures: [],
  client_key: null,
  ...over,
});

describe('the edit window', () => {
  const sent = message({});
  const at = (ms: number) => sent.time * 1000 + ms;

  it('allows the member’s own text messages for 3600000 ms', () => {
    expect(canEdit(sent, at(0))).toBe(true);
    expect(canEdit(sent, at(3_600_000))).toBe(true);
    expect(canEdit(sent, at(3_600_001))).toBe(false);
  });

  it('never staff messages or messages without text', () => {
    expect(canEdit(message({ sender: 'ADMIN' }), at(1000))).toBe(false);
    expect(canEdit(message({ message: '   ' }), at(1000))).toBe(false);
  });

  it('gives the earliest editable time', () => {
    expect(editableSince(10_000_000)).toBe(6_400_000);
  });
});

describe('messenger rows', () => {
  // 10.03.2024 20:30 and 21:30 UTC: 23:30 and 00:30 (next day) on the member's clock in Moscow
  // (the jest preset's zone); the spec's +4 h would have put both on the 11th
  const a = message({ id: 1, time: Date.UTC(2024, 2, 10, 20, 30) / 1000 });
  const b = message({
    id: 2,
    time: Date.UTC(2024, 2, 10, 21, 30) / 1000,
    sender: 'ADMIN',
    is_rear_view: false,
  });
  const c = message({
    id: 3,
    time: Date.UTC(2024, 2, 10, 21, 31) / 1000,
    sender: 'ADMIN',
    is_rear_view: false,
  });
  const now = Date.UTC(2024, 2, 20, 12);

  it('groups by the member’s day and puts the unread divider once before the first unread', () => {
    expect(firstUnreadId([a, b, c])).toBe(2);
    const rows = buildRows([a, b, c], 2, now);
    expect(
      rows.map((r) =>
        r.kind === 'message' ? r.message.id : r.kind === 'day' ? r.label : 'unread',
      ),
    ).toEqual(['10.03.2024', 1, '11.03.2024', 'unread', 2, 3]);
  });

  it('labels today and yesterday', () => {
    const today = Date.UTC(2024, 2, 11, 10);
    const rows = buildRows([a, b], null, today);
    expect(rows.filter((r) => r.kind === 'day').map((r) => (r as { label: string }).label)).toEqual(
      ['Вчера', 'Сегодня'],
    );
  });

  it('merges pages and live messages by id, in id order', () => {
    const edited = { ...b, message: 'Изменено', is_edited: true };
    expect(mergeMessages([b, c], [a, edited]).map((m) => [m.id, m.message])).toEqual([
      [1, 'Текст'],
      [2, 'Изменено'],
      [3, 'Текст'],
    ]);
  });

  it('keeps what it has (a page asked for before a send) and one copy per client key', () => {
    const sent = { ...c, id: 9, sender: 'USER' as const, client_key: 'k-1' };
    // the newest page, answered after the member's message was stored, does not take it away
    expect(mergeMessages([sent], [a, b]).map((m) => m.id)).toEqual([1, 2, 9]);
    // the same send arriving again under another id is one message (the newer copy)
    const again = { ...sent, id: 10 };
    expect(mergeMessages([a, sent], [again]).map((m) => m.id)).toEqual([1, 10]);
  });
});

describe('rows by loaded page', () => {
  const day = (d: number, h: number) => Date.UTC(2024, 2, d, h) / 1000;
  const m1 = message({ id: 1, time: day(9, 8) });
  const m2 = message({ id: 2, time: day(10, 8) });
  const m3 = message({ id: 3, time: day(10, 9) });
  const m4 = message({ id: 4, time: day(10, 10) });
  const now = Date.UTC(2024, 2, 20);

  it('cuts the rows where each page starts, headings going with the message they head', () => {
    const rows = buildRows([m2, m3, m4], null, now);
    const chunks = chunkRows(rows, new Set([2, 4]));
    expect(chunks.map((c) => [c.key, c.rows.map((r) => r.key)])).toEqual([
      ['c2', ['day-2024-03-10', 2, 3]],
      ['c4', [4]],
    ]);
  });

  it('a page added above leaves the newer pages’ rows the same', () => {
    const before = chunkRows(buildRows([m2, m3, m4], null, now), new Set([2, 4]));
    const after = chunkRows(buildRows([m1, m2, m3, m4], null, now), new Set([1, 2, 4]));
    expect(after.map((c) => c.key)).toEqual(['c1', 'c2', 'c4']);
    expect(sameRows(after[1].rows, before[0].rows)).toBe(true);
    expect(sameRows(after[2].rows, before[1].rows)).toBe(true);
    // an edited message changes only its own page
    const edited = { ...m4, message: 'Новый текст' };
    const later = chunkRows(buildRows([m1, m2, m3, edited], null, now), new Set([1, 2, 4]));
    expect(sameRows(later[1].rows, after[1].rows)).toBe(true);
    expect(sameRows(later[2].rows, after[2].rows)).toBe(false);
  });

  it('keeps everything in one chunk without page starts', () => {
    expect(chunkRows(buildRows([m1, m2], 2, now), new Set()).map((c) => c.rows.length)).toEqual([
      5,
    ]);
    expect(chunkRows([], new Set([1]))).toEqual([]);
  });
});
