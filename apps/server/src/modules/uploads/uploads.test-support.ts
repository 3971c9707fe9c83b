import sharp from 'sharp';
import { expect } from 'vitest';
import { minimalPdf } from '../../../test/fixture-files.ts';
import { auth, type TestApp } from '../users/users.test-support.ts';

/** Helpers shared by the uploads and reviews tests: real files, sent as a browser's FormData would. */
export type OutgoingFile = { bytes: Buffer; name: string; type: string };

export async function multipart(files: readonly OutgoingFile[], field = 'files') {
  const form = new FormData();
  for (const file of files) form.append(field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const request = new Request('http://local/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

export async function postFiles(t: TestApp, token: string | undefined, files: readonly OutgoingFile[], field = 'files') {
  const { payload, contentType } = await multipart(files, field);
  return t.app.inject({ method: 'POST', url: '/api/uploads', payload, headers: { ...auth(token), 'content-type': contentType } });
}

export type UploadedItem = { id: string; url: string; thumbUrl: string | null; type: 'image' | 'pdf'; originalName: string; width: number | null; height: number | null };

/** Uploads and expects 201; answers the items. */
export async function uploadOk(t: TestApp, token: string, files: readonly OutgoingFile[]): Promise<UploadedItem[]> {
  const res = await postFiles(t, token, files);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ items: UploadedItem[] }>().items;
}

export const solid = (width: number, height: number, background = '#0b6e66') => sharp({ create: { width, height, channels: 3, background } });

export const smallPng = async (name = 'photo.png'): Promise<OutgoingFile> => ({ bytes: await solid(32, 24).png().toBuffer(), name, type: 'image/png' });


export const pdfFile = (name = 'ticket.pdf'): OutgoingFile => ({ bytes: minimalPdf(), name, type: 'application/pdf' });
