import { openDatabase } from '../../db/open';
import { seedContent } from './seed';

/** A fresh in-memory database with the content seed (hours, areas, pickup points, vacancies). */
export function seededDb() {
  const db = openDatabase(':memory:');
  seedContent(db);
  return db;
}
