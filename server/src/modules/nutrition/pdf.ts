// Week PDFs of the nutrition plan (menu with recipes, product basket), rendered with pdfkit in the
// DejaVu Sans font so Cyrillic comes out right. The font files are found at run time in the
// server's node_modules (the server is bundled by esbuild, so no import of the .ttf files).
import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { cookingTimeText, roundMacros, type Macros } from './macros';
import type { PlanDay, ProductCategory } from './plan';

export interface PdfFonts {
  regular: string;
  bold: string;
}

let cachedFonts: { root: string; fonts: PdfFonts } | null = null;

/** DejaVu Sans regular and bold from the `dejavu-fonts-ttf` package installed for the server. */
export function dejavuFonts(serverRoot: string): PdfFonts {
  if (cachedFonts?.root === serverRoot) return cachedFonts.fonts;
  const req = createRequire(path.join(serverRoot, 'package.json'));
  const dir = path.join(path.dirname(req.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
  const fonts = {
    regular: path.join(dir, 'DejaVuSans.ttf'),
    bold: path.join(dir, 'DejaVuSans-Bold.ttf'),
  };
  cachedFonts = { root: serverRoot, fonts };
  return fonts;
}

const GREEN = '#2e7d32';
const GREY = '#5f6b66';
const TEXT = '#1f2a24';

interface Header {
  /** document title, also the PDF's Title */
  title: string;
  /** line under the title, also the PDF's Subject */
  subtitle: string;
}

function newDocument(fonts: PdfFonts, header: Header): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: header.title, Subject: header.subtitle, Author: 'Клуб', Creator: 'Клуб' },
    lang: 'ru-RU',
  });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  doc.font('bold').fontSize(20).fillColor(GREEN).text(header.title);
  doc.moveDown(0.2);
  doc.font('regular').fontSize(11).fillColor(GREY).text(header.subtitle);
  doc.moveDown(1);
  return doc;
}

function toBuffer(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

/** Starts a new page when fewer than `need` points are left. */
function ensureRoom(doc: PDFKit.PDFDocument, need: number) {
  if (doc.y + need > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

export const macrosLine = (m: Macros) => {
  const r = roundMacros(m);
  return `${r.calories} ккал · белки ${r.protein} г · жиры ${r.fat} г · углеводы ${r.carbohydrate} г`;
};

export interface MenuWeek extends Header {
  days: (PlanDay & { totals: Macros })[];
}

/** The week's menu: every day, meal and dish with cooking time, КБЖУ and the recipe. */
export function renderMenuPdf(fonts: PdfFonts, week: MenuWeek): Promise<Buffer> {
  const doc = newDocument(fonts, week);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  // dishes sit under their meal title, every line of a dish block indented alike
  const inner = { x: left + 14, width: width - 14 };
  week.days.forEach((day, i) => {
    if (i > 0) ensureRoom(doc, 160);
    doc.font('bold').fontSize(15).fillColor(GREEN).text(day.dayName, left, doc.y, { width });
    doc
      .font('regular')
      .fontSize(10)
      .fillColor(GREY)
      .text(`За день: ${macrosLine(day.totals)}`);
    doc.moveDown(0.5);
    for (const meal of day.meals) {
      ensureRoom(doc, 90);
      doc
        .font('bold')
        .fontSize(12)
        .fillColor(TEXT)
        .text(`${meal.title} · ${meal.time}`, left, doc.y, { width });
      for (const food of meal.foods) {
        ensureRoom(doc, 50);
        doc.font('bold').fontSize(11).fillColor(TEXT).text(food.name, inner.x, doc.y, inner);
        const time = cookingTimeText(food.cookingMinutes);
        const facts = [
          time ? `Время приготовления: ${time}` : null,
          food.calories === null
            ? null
            : `КБЖУ: ${macrosLine({
                calories: food.calories,
                protein: food.protein ?? 0,
                fat: food.fat ?? 0,
                carbohydrate: food.carbohydrate ?? 0,
              })}`,
        ].filter(Boolean);
        if (facts.length)
          doc.font('regular').fontSize(9).fillColor(GREY).text(facts.join('   '), inner);
        if (food.description)
          doc
            .font('regular')
            .fontSize(10)
            .fillColor(TEXT)
            .text(food.description, { ...inner, paragraphGap: 2 });
        doc.moveDown(0.4);
      }
    }
    doc.moveDown(0.8);
  });
  return toBuffer(doc);
}

export interface BasketWeek extends Header {
  categories: ProductCategory[];
}

/** The week's shopping list by category, with boxes to tick. */
export function renderBasketPdf(fonts: PdfFonts, week: BasketWeek): Promise<Buffer> {
  const doc = newDocument(fonts, week);
  for (const category of week.categories) {
    ensureRoom(doc, 60);
    doc
      .font('bold')
      .fontSize(13)
      .fillColor(GREEN)
      .text(category.name, doc.page.margins.left, doc.y);
    doc.moveDown(0.2);
    for (const product of category.products) {
      ensureRoom(doc, 18);
      const y = doc.y + 2;
      doc
        .lineWidth(0.8)
        .strokeColor(GREY)
        .rect(doc.page.margins.left + 4, y, 9, 9)
        .stroke();
      doc
        .font('regular')
        .fontSize(11)
        .fillColor(TEXT)
        .text(product.name, doc.page.margins.left + 22, doc.y);
    }
    doc.moveDown(0.8);
  }
  if (!week.categories.length)
    doc.font('regular').fontSize(11).fillColor(TEXT).text('Продукты на эту неделю не указаны.');
  return toBuffer(doc);
}
