export * from './schema/admin';
export * from './schema/auth';
export * from './schema/catalogue';
export * from './schema/commerce';
export * from './schema/personal';
export * from './schema/profiles';
export * from './schema/site';
export * from './schema/views';
