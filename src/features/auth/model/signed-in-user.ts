/** The signed-in user as the app keeps it in browser storage and context (spec section 3). */
export interface SignedInUser {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  displayName: string | null;
  phoneNumber: string | null;
  given_name?: string;
  family_name?: string;
}
