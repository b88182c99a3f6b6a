export { discountLabel, packageDescription, sessionTypeLabel, type PackageProduct } from './labels.js';
