/** Browser storage keys (spec section 3). `location` holds the chosen location code per customer. */
export const storageKeys = {
  token: 'token',
  customerId: 'customerId',
  email: 'Email',
  name: 'Name',
  location: 'location',
  role: 'role',
  culture: 'culture',
} as const;
