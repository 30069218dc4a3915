/** A photo the form holds once sent; its own module so the uploads need not import the picker. */
export interface StoredPhoto {
  readonly name: string;
  readonly label: string;
  /** Kept so that a restored draft shows it without reading Storage. */
  readonly thumb: string;
}
