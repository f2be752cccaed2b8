// The media store this process uses (ADR 047): the configured bucket, else local files under
// DATA_DIR/media (where renditions were always written, so existing ones keep playing).
import { join } from 'node:path';
import type { Config } from '../../config';
import { createLocalStore } from './local-store';
import type { MediaStore } from './media-store';
import { createS3Store } from './s3-store';

export const createMediaStore = (config: Config): MediaStore =>
  config.objectStorage
    ? createS3Store(config.objectStorage)
    : createLocalStore(join(config.dataDir, 'media'));
