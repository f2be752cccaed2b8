// Media storage on the local disk (the default): keys are paths below one root folder, usually
// DATA_DIR/media, so renditions stay where earlier versions wrote them (`media/uploads/…`).
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { checkKey, type MediaStore } from './media-store';

async function filesBelow(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

export function createLocalStore(rootDir: string): MediaStore {
  const root = resolve(rootDir);
  const pathOf = (key: string) => join(root, ...checkKey(key).split('/'));
  const statOf = async (key: string) => {
    const info = await stat(pathOf(key)).catch(() => null);
    return info?.isFile() ? info : null;
  };

  return {
    kind: 'local',
    async head(key) {
      const info = await statOf(key);
      if (!info) return null;
      // The file sender's validator: size and modification time, so a rewritten file changes it.
      const etag = `W/"${info.size.toString(16)}-${info.mtimeMs.toString(16)}"`;
      return { size: info.size, etag, lastModified: info.mtime };
    },
    async read(key, range) {
      if (!(await statOf(key))) return null;
      return createReadStream(pathOf(key), range ? { start: range.start, end: range.end } : {});
    },
    async putFile(key, path) {
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true });
      // A rename when the file is on the same disk (the upload area is), a copy otherwise.
      await rename(path, target).catch(async (error: NodeJS.ErrnoException) => {
        if (error.code !== 'EXDEV') throw error;
        await copyFile(path, target);
        await rm(path, { force: true });
      });
    },
    async putFolder(prefix, folder) {
      const target = pathOf(prefix);
      await rm(target, { recursive: true, force: true });
      await mkdir(dirname(target), { recursive: true });
      await rename(folder, target);
    },
    async localCopy(key) {
      if (!(await statOf(key))) return null;
      return { path: pathOf(key), release: () => Promise.resolve() };
    },
    async list(prefix) {
      const folder = pathOf(prefix.replace(/\/+$/, ''));
      return (await filesBelow(folder)).map(
        (file) => `${prefix.replace(/\/+$/, '')}/${relative(folder, file).split(sep).join('/')}`,
      );
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
