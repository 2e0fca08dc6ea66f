import type { Config } from '../config';
import { DiskStorage } from './disk-storage';
import type { FileStorage } from './file-storage';

/** The file storage of the configuration: a folder on disk (DATA_DIR/files). */
export function createFileStorage(_config: Config, folder: string): FileStorage {
  return new DiskStorage(folder);
}
