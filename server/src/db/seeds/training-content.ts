// Training content of the demo catalogue: exercises, workout templates and the courses built from
// them (names, descriptions, places, diet types, weeks). Pure data; seeds/training.ts writes it.
import type { WorkoutTypeName } from '../schema/training';
import type { DietaTypeName } from './reference';

/** An image as an inline SVG data URL (renders offline, nothing to serve). */
export function svgImage(from: string, to: string, glyph: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="300" viewBox="0 0 480 300">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="480" height="300" fill="url(#g)"/>` +
    `<circle cx="400" cy="50" r="100" fill="#fff" opacity=".12"/>` +
    `<g fill="none" stroke="#fff" stroke-width="12" stroke-linecap="round" stroke-linejoin="round" opacity=".9">${glyph}</g>` +
    `</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

const GLYPH = {
  dumbbell: '<path d="M160 150h160"/><path d="M148 110v80M122 122v56M332 110v80M358 122v56"/>',
  heart:
    '<path d="M240 220s-90-50-90-105a45 45 0 0 1 90-16 45 45 0 0 1 90 16c0 55-90 105-90 105z"/>',
  circle: '<circle cx="240" cy="150" r="70"/><path d="M240 80v-20M240 240v-20"/>',
  bolt: '<path d="M260 70l-60 90h50l-30 80 80-100h-50l30-70z"/>',
  spine: '<path d="M240 70v160M215 95h50M210 130h60M215 165h50M220 200h40"/>',
  star: '<path d="M240 75l25 52 57 8-41 40 10 56-51-27-51 27 10-56-41-40 57-8z"/>',
  flame:
    '<path d="M240 230c-45 0-70-30-70-65 0-45 45-60 45-100 35 20 50 50 45 80 15-10 20-25 20-35 20 20 30 40 30 60 0 35-25 60-70 60z"/>',
  run: '<circle cx="270" cy="85" r="18"/><path d="M255 115l-30 50 40 20-20 50M240 135l50 20 20-25M225 165l-45 10"/>',
} as const;

export const TYPE_IMAGES: Record<WorkoutTypeName, string> = {
  GENERAL: svgImage('#2bb673', '#138a8a', GLYPH.dumbbell),
  SUPERSET: svgImage('#3f8efc', '#1b4fa8', GLYPH.bolt),
  LAP: svgImage('#f59f3a', '#d9480f', GLYPH.circle),
  INTENSIVE: svgImage('#e5484d', '#9c1c3c', GLYPH.flame),
};

// ---------- Exercises ----------
export const EXERCISES = {
  run: {
    name: 'Бег на месте',
    video: 'clubRunWarm',
    text: '<p>Беги в спокойном темпе, высоко поднимая колени. Руки согнуты в локтях и двигаются в такт шагам. Дыши ровно, не задерживай дыхание.</p>',
  },
  joints: {
    name: 'Вращения в суставах',
    video: 'clubJointsW',
    text: '<p>Поочерёдно вращай головой, плечами, локтями, кистями, тазом, коленями и стопами — по 8–10 раз в каждую сторону. Движения плавные, без рывков.</p>',
  },
  squat: {
    name: 'Приседания с гантелями',
    video: 'clubSquat01',
    text: '<p>Стопы на ширине плеч, гантели у плеч. Опускайся, отводя таз назад, пока бёдра не станут параллельны полу. Колени смотрят в сторону носков, спина прямая. Вставай, толкаясь пятками.</p>',
  },
  pushup: {
    name: 'Отжимания от пола',
    video: 'clubPushup1',
    text: '<p>Упор лёжа, ладони чуть шире плеч, тело — прямая линия от макушки до пяток. Опускайся, сгибая локти под углом 45° к корпусу, почти касаясь грудью пола. Если тяжело — отжимайся с колен.</p>',
  },
  plank: {
    name: 'Планка',
    video: 'clubPlank01',
    text: '<p>Упор на предплечья, локти под плечами. Напряги пресс и ягодицы, не прогибайся в пояснице и не поднимай таз. Смотри в пол, дыши ровно.</p>',
  },
  lunge: {
    name: 'Выпады назад',
    video: 'clubLunge01',
    text: '<p>Сделай широкий шаг назад и опустись, пока оба колена не согнутся под прямым углом. Колено передней ноги не выходит за носок. Вернись в исходное положение и смени ногу.</p>',
  },
  bridge: {
    name: 'Ягодичный мостик',
    video: 'clubBridge1',
    text: '<p>Лёжа на спине, стопы на полу у таза. Поднимай таз, сжимая ягодицы, до прямой линии от плеч до колен. Задержись на секунду вверху и плавно опустись.</p>',
  },
  burpee: {
    name: 'Берпи',
    video: 'clubBurpee1',
    text: '<p>Из положения стоя присядь, поставь ладони на пол и прыжком уйди в упор лёжа. Отожмись, прыжком верни ноги к рукам и выпрыгни вверх с хлопком над головой.</p>',
  },
  crunch: {
    name: 'Скручивания на пресс',
    video: 'clubCrunch1',
    text: '<p>Лёжа на спине, ноги согнуты, руки за головой. На выдохе поднимай лопатки от пола за счёт мышц пресса, не тяни голову руками. Поясница прижата к полу.</p>',
  },
  row: {
    name: 'Тяга гантели в наклоне',
    video: 'clubRowDb01',
    text: '<p>Упрись рукой и коленом в скамью, спина параллельна полу. Тяни гантель к поясу, сводя лопатку к позвоночнику. Локоть идёт вдоль корпуса.</p>',
  },
  press: {
    name: 'Жим гантелей стоя',
    video: 'clubPressDb',
    text: '<p>Стоя, гантели у плеч, ладони вперёд. Выжимай гантели вверх до прямых рук, не прогибаясь в пояснице. Плавно опусти к плечам.</p>',
  },
  climber: {
    name: 'Альпинист',
    video: 'clubClimber',
    text: '<p>Упор лёжа на прямых руках. Поочерёдно подтягивай колени к груди в быстром темпе. Таз не поднимается, плечи над ладонями.</p>',
  },
  jacks: {
    name: 'Прыжки «звёздочка»',
    video: 'clubJacks01',
    text: '<p>Прыжком расставь ноги шире плеч и подними руки над головой, следующим прыжком вернись в исходное положение. Приземляйся мягко на носки.</p>',
  },
  superman: {
    name: 'Супермен',
    video: 'clubSuperMn',
    text: '<p>Лёжа на животе, руки вытянуты вперёд. Одновременно поднимай руки, грудь и ноги, задержись на 2 секунды и опустись. Взгляд в пол, шея без напряжения.</p>',
  },
  sidePlank: {
    name: 'Боковая планка',
    video: 'clubSideP01',
    text: '<p>Упор на предплечье, локоть под плечом, ноги прямые. Подними таз, чтобы тело вытянулось в линию. Держи положение, затем смени сторону.</p>',
  },
  deadlift: {
    name: 'Румынская тяга с гантелями',
    video: 'clubRdlDb01',
    text: '<p>Стоя, гантели перед бёдрами, колени слегка согнуты. Наклоняйся, отводя таз назад и скользя гантелями вдоль ног до середины голени. Спина прямая. Поднимайся, напрягая ягодицы.</p>',
  },
  catCow: {
    name: 'Кошка-корова',
    video: 'clubCatCow1',
    text: '<p>Стоя на четвереньках, на вдохе прогнись в грудном отделе и подними взгляд, на выдохе округли спину и опусти голову. Двигайся медленно, вслед за дыханием.</p>',
  },
} as const;
export type ExerciseKey = keyof typeof EXERCISES;

// ---------- Workout templates ----------
export interface SetPlan {
  count?: number;
  weight?: number;
  duration?: number;
  max?: boolean;
}

export type DrillPlan =
  | { kind: 'GENERAL'; ex: ExerciseKey; sets: SetPlan[]; warmup?: boolean }
  | { kind: 'SUPERSET'; exs: [ExerciseKey, SetPlan][]; laps: number };

export interface WorkoutPlan {
  type: WorkoutTypeName;
  name: string;
  description: string;
  /** LAP / INTENSIVE: lap count, rest after each lap (seconds), the drills of every lap */
  laps?: number;
  relax?: number;
  warmups: DrillPlan[];
  drills: DrillPlan[];
}

const times = (n: number, set: SetPlan): SetPlan[] => Array.from({ length: n }, () => ({ ...set }));
const warm = (ex: ExerciseKey, duration: number): DrillPlan => ({
  kind: 'GENERAL',
  ex,
  sets: [{ duration }],
  warmup: true,
});
const general = (ex: ExerciseKey, sets: SetPlan[]): DrillPlan => ({ kind: 'GENERAL', ex, sets });
const WARMUP = [warm('joints', 60), warm('run', 90)];

export const WORKOUTS = {
  body: {
    type: 'GENERAL',
    name: 'Силовая тренировка на всё тело',
    description:
      '<p>Базовые упражнения на все группы мышц. Выполняй подходы по порядку, отдыхай между ними 60–90 секунд.</p>',
    warmups: WARMUP,
    drills: [
      general('squat', times(3, { count: 15, weight: 5 })),
      general('pushup', times(3, { count: 12 })),
      general('lunge', times(3, { count: 10, weight: 4 })),
      general('plank', times(2, { duration: 45 })),
      general('crunch', [{ count: 20 }, { max: true }]),
    ],
  },
  legs: {
    type: 'GENERAL',
    name: 'Ноги и ягодицы',
    description:
      '<p>Тренировка нижней части тела. Следи за техникой: колени смотрят в сторону носков, спина прямая.</p>',
    warmups: WARMUP,
    drills: [
      general('squat', times(4, { count: 12, weight: 6 })),
      general('deadlift', times(3, { count: 12, weight: 6 })),
      general('bridge', times(3, { count: 20 })),
      general('lunge', times(3, { count: 12 })),
    ],
  },
  superset: {
    type: 'SUPERSET',
    name: 'Суперсеты: верх и низ',
    description:
      '<p>Упражнения выполняются парами без отдыха между ними. Отдых — только после круга суперсета.</p>',
    warmups: WARMUP,
    drills: [
      {
        kind: 'SUPERSET',
        laps: 3,
        exs: [
          ['squat', { count: 12, weight: 5 }],
          ['pushup', { count: 10 }],
        ],
      },
      {
        kind: 'SUPERSET',
        laps: 3,
        exs: [
          ['row', { count: 12, weight: 6 }],
          ['press', { count: 10, weight: 4 }],
        ],
      },
      general('plank', times(2, { duration: 60 })),
    ],
  },
  lap: {
    type: 'LAP',
    name: 'Жиросжигающая тренировка',
    description:
      '<p>Выполни все упражнения круга подряд, затем отдохни минуту и начни следующий круг.</p>',
    laps: 3,
    relax: 60,
    warmups: [warm('run', 90)],
    drills: [
      general('burpee', [{ count: 10 }]),
      general('squat', [{ count: 20 }]),
      general('climber', [{ duration: 30 }]),
      general('pushup', [{ count: 10 }]),
    ],
  },
  intensive: {
    type: 'INTENSIVE',
    name: 'Интервальная тренировка',
    description:
      '<p>Короткие интервалы с максимальной отдачей. Работай 40 секунд в каждом упражнении, отдыхай 30 секунд после круга.</p>',
    laps: 2,
    relax: 30,
    warmups: [warm('joints', 60)],
    drills: [
      general('jacks', [{ duration: 40 }]),
      general('burpee', [{ count: 12 }]),
      general('climber', [{ duration: 40 }]),
      general('plank', [{ duration: 40 }]),
    ],
  },
  back: {
    type: 'GENERAL',
    name: 'Спина и кор',
    description:
      '<p>Мягкая тренировка для здоровой спины: укрепляем мышцы-стабилизаторы и улучшаем подвижность.</p>',
    warmups: [warm('catCow', 60)],
    drills: [
      general('superman', times(3, { count: 12 })),
      general('bridge', times(3, { count: 15 })),
      general('sidePlank', times(2, { duration: 30 })),
      general('plank', times(2, { duration: 40 })),
    ],
  },
  abs: {
    type: 'GENERAL',
    name: 'Пресс',
    description: '<p>Тренировка мышц пресса. Выполняй медленно, на выдохе — усилие.</p>',
    warmups: [warm('run', 60)],
    drills: [
      general('crunch', times(3, { count: 20 })),
      general('climber', times(2, { duration: 30 })),
      general('sidePlank', times(2, { duration: 30 })),
      general('plank', [{ duration: 60 }, { max: true }]),
    ],
  },
} satisfies Record<string, WorkoutPlan>;
export type WorkoutKey = keyof typeof WORKOUTS;

// ---------- Catalogue ----------
export const CATEGORIES = [
  { name: 'Похудение', blocks: ['Популярные программы', 'Конкурсные программы'] },
  { name: 'Сила и выносливость', blocks: ['Силовые программы'] },
  { name: 'Для начинающих', blocks: ['Первые шаги'] },
] as const;
export type BlockName = (typeof CATEGORIES)[number]['blocks'][number];

export interface CourseSeed {
  key: string;
  block: BlockName;
  packName: string;
  courseName: string;
  slug: string;
  image: string;
  contest: boolean;
  demoDay: boolean;
  durationDays: number;
  target: string;
  description: string;
  places: ('Дома' | 'В зале')[];
  dietaTypes: DietaTypeName[];
  /** workouts of each week, in day order */
  weeks: WorkoutKey[][];
}

export const COURSES: CourseSeed[] = [
  {
    key: 'slim',
    block: 'Популярные программы',
    packName: 'Стройность',
    courseName: 'Стройность за 30 дней',
    slug: 'slim-30',
    image: svgImage('#2bb673', '#138a8a', GLYPH.heart),
    contest: false,
    demoDay: false,
    durationDays: 30,
    target: 'Снижение веса и подтянутое тело',
    // written in the shop's editor: its styles come first and are not part of the text
    description:
      '<style>.accent{color:#2bb673;font-weight:600}</style>' +
      '<p class="accent">Месяц тренировок и питания для снижения веса.</p>' +
      '<p>Три тренировки в неделю по 40 минут: силовые, круговые и интервальные. Нагрузка растёт от недели к неделе.</p>' +
      '<ul><li>видео каждого упражнения с рекомендациями по технике;</li><li>меню на каждый день;</li><li>поддержка тренера в чате.</li></ul>',
    places: ['Дома', 'В зале'],
    dietaTypes: ['Классическое', 'Вегетарианское', 'Без лактозы', 'Быстрое'],
    weeks: [
      ['body', 'lap', 'superset'],
      ['legs', 'intensive', 'body'],
      ['superset', 'lap', 'legs'],
      ['body', 'intensive', 'superset'],
    ],
  },
  {
    key: 'strong',
    block: 'Силовые программы',
    packName: 'Сильное тело',
    courseName: 'Сильное тело: 4 недели',
    slug: 'strong-body',
    image: svgImage('#3f8efc', '#1b4fa8', GLYPH.dumbbell),
    contest: false,
    demoDay: false,
    durationDays: 30,
    target: 'Сила и рельеф мышц',
    description:
      '<p>Программа для тех, кто хочет стать сильнее. Упор на базовые упражнения с гантелями и суперсеты.</p><p>Подходит для занятий в зале и дома при наличии гантелей.</p>',
    places: ['В зале', 'Дома'],
    dietaTypes: ['Классическое', 'Быстрое'],
    weeks: [
      ['lap', 'body', 'superset'],
      ['legs', 'superset', 'intensive'],
      ['body', 'lap', 'legs'],
    ],
  },
  {
    key: 'functional',
    block: 'Силовые программы',
    packName: 'Функциональный тренинг',
    courseName: 'Функциональный тренинг',
    slug: 'functional',
    image: svgImage('#7b61ff', '#3d2a9c', GLYPH.bolt),
    contest: false,
    demoDay: false,
    durationDays: 30,
    target: 'Выносливость и координация',
    description:
      '<p>Тренировки в зале на выносливость, координацию и силу всего тела. Круговые и интервальные форматы.</p>',
    places: ['В зале'],
    dietaTypes: ['Классическое', 'Быстрое'],
    weeks: [
      ['intensive', 'body', 'lap'],
      ['superset', 'intensive', 'legs'],
    ],
  },
  {
    key: 'transform',
    block: 'Конкурсные программы',
    packName: 'Преображение',
    courseName: 'Преображение: конкурс «До и после»',
    slug: 'transform-contest',
    image: svgImage('#f59f3a', '#d9480f', GLYPH.star),
    contest: true,
    demoDay: false,
    durationDays: 30,
    target: 'Заметный результат за 30 дней',
    description:
      '<p>Курс с участием в конкурсе «До и после». Выполняй тренировки, следуй меню и присылай отчёты — лучшие результаты получат призы.</p>',
    places: ['Дома', 'В зале'],
    dietaTypes: ['Классическое', 'Вегетарианское', 'Быстрое'],
    weeks: [
      ['body', 'lap', 'superset'],
      ['legs', 'intensive', 'body'],
    ],
  },
  {
    key: 'back',
    block: 'Первые шаги',
    packName: 'Здоровая спина',
    courseName: 'Здоровая спина',
    slug: 'healthy-back',
    image: svgImage('#20a4c4', '#0f6b8a', GLYPH.spine),
    contest: false,
    demoDay: false,
    durationDays: 30,
    target: 'Крепкие мышцы спины без боли',
    description:
      '<p>Мягкие тренировки для укрепления мышц спины и кора. Подходят для начинающих и тех, кто много сидит.</p>',
    places: ['Дома'],
    dietaTypes: ['Классическое', 'Без лактозы'],
    weeks: [
      ['back', 'body', 'back'],
      ['back', 'legs', 'back'],
    ],
  },
  {
    key: 'abs',
    block: 'Популярные программы',
    packName: 'Пресс',
    courseName: 'Пресс за 4 недели',
    slug: 'abs-4',
    image: svgImage('#e5484d', '#9c1c3c', GLYPH.flame),
    contest: false,
    demoDay: false,
    durationDays: 30,
    target: 'Сильный пресс и тонкая талия',
    description: '<p>Короткие тренировки на мышцы пресса и кора, 20 минут в день.</p>',
    places: ['Дома', 'В зале'],
    dietaTypes: ['Классическое'],
    weeks: [
      ['abs', 'lap', 'abs'],
      ['abs', 'intensive', 'abs'],
    ],
  },
  {
    key: 'demo',
    block: 'Первые шаги',
    packName: 'Пробная неделя',
    courseName: 'Пробная неделя',
    slug: 'trial-week',
    image: svgImage('#2bb673', '#6cc04a', GLYPH.run),
    contest: false,
    demoDay: true,
    durationDays: 7,
    target: 'Знакомство с клубом',
    description:
      '<p>Демо-курс: попробуй первую тренировку и посмотри, как устроены занятия в клубе. Остальные дни откроются в полном курсе.</p>',
    places: ['Дома'],
    dietaTypes: ['Классическое', 'Быстрое'],
    weeks: [['body', 'lap', 'superset']],
  },
  {
    key: 'marathon',
    block: 'Конкурсные программы',
    packName: 'Марафон «До и после»',
    courseName: 'Марафон «До и после»',
    slug: 'marathon-contest',
    image: svgImage('#f59f3a', '#b8336a', GLYPH.star),
    contest: true,
    demoDay: false,
    durationDays: 30,
    target: 'Лучшая версия себя за 30 дней',
    description:
      '<p>Конкурсный марафон: 30 дней тренировок и питания. Отчёты «До» и «После» участвуют в конкурсе клуба.</p>',
    places: ['Дома', 'В зале'],
    dietaTypes: ['Классическое', 'Вегетарианское', 'Быстрое'],
    weeks: [
      ['body', 'lap', 'superset'],
      ['legs', 'intensive', 'body'],
      ['superset', 'lap', 'legs'],
    ],
  },
];
