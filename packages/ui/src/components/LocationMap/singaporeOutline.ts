/**
 * A simplified outline of Singapore's main island as [longitude, latitude] pairs, clockwise from Tuas.
 *
 * Source: drawn by hand for this component from general knowledge of the coastline (the land reclaimed at
 * Tuas, Marina and Changi included), about 30 points, accurate to roughly a kilometre. It is not taken from a
 * licensed data set and carries no licence terms of its own; it is not for navigation. The smaller islands
 * (Jurong Island, Sentosa, Pulau Ubin, Pulau Tekong) are left out: no programme runs there.
 */
export const SINGAPORE_OUTLINE: readonly (readonly [number, number])[] = [
  [103.605, 1.318],
  [103.612, 1.288],
  [103.636, 1.27],
  [103.675, 1.3],
  [103.705, 1.303],
  [103.742, 1.282],
  [103.772, 1.272],
  [103.802, 1.262],
  [103.825, 1.263],
  [103.848, 1.266],
  [103.866, 1.272],
  [103.882, 1.287],
  [103.905, 1.298],
  [103.94, 1.309],
  [103.972, 1.318],
  [104.005, 1.328],
  [104.035, 1.345],
  [104.036, 1.372],
  [104.0, 1.392],
  [103.962, 1.388],
  [103.928, 1.397],
  [103.905, 1.417],
  [103.878, 1.421],
  [103.852, 1.437],
  [103.828, 1.465],
  [103.8, 1.455],
  [103.771, 1.449],
  [103.745, 1.446],
  [103.713, 1.432],
  [103.683, 1.41],
  [103.655, 1.383],
  [103.635, 1.356],
  [103.612, 1.34],
];
