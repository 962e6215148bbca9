// The multipart plugin (attachFieldsToBody 'keyValues') turns a file field into its bytes alone, so
// a handler cannot see the name the member gave the file. This onFile hook reads each file the same
// way the plugin would (so request.body stays as before for every route) and keeps its name beside
// it, for the routes that show it (chat attachments).
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';

export interface UploadedFile {
  field: string;
  filename: string;
  mimetype: string;
  data: Buffer;
}

const byRequest = new WeakMap<FastifyRequest, UploadedFile[]>();

export async function keepUploadedFile(this: FastifyRequest, part: MultipartFile): Promise<void> {
  // toBuffer() also keeps the bytes on the part, where 'keyValues' picks them up for request.body
  const data = await part.toBuffer();
  const list = byRequest.get(this) ?? [];
  list.push({ field: part.fieldname, filename: part.filename, mimetype: part.mimetype, data });
  byRequest.set(this, list);
}

/** The files of a multipart request in the order they came, with their names. */
export const uploadedFiles = (request: FastifyRequest): UploadedFile[] =>
  byRequest.get(request) ?? [];
