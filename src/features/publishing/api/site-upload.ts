import { ref, uploadString, type FirebaseStorage } from 'firebase/storage';
import { siteFileMetadata, type SiteFileToWrite } from '../site-table';

/**
 * The one upload of a published file through the web SDK (decision 82): the back office's, and
 * the scripts' on the local Storage emulator, which speaks the Firebase protocol only. Only the
 * scripts' production bucket takes the Admin SDK, with the same metadata.
 */
export async function uploadSiteFile(
  storage: FirebaseStorage,
  { path, json }: SiteFileToWrite,
): Promise<void> {
  await uploadString(ref(storage, path), json, 'raw', { ...siteFileMetadata });
}
