export { defaultDentist, isDefaultDentist, type NamedDentist } from './defaultDentist.js';
