/** Tables of the forms module: form submissions (cooperation, CV, director). */
export const FORMS_SCHEMA = `
CREATE TABLE IF NOT EXISTS form_submissions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  kind TEXT NOT NULL,               -- cooperation | cv | director
  name TEXT NOT NULL,
  phone TEXT NOT NULL,              -- '+380XXXXXXXXX'
  email TEXT,
  company TEXT,
  message TEXT NOT NULL,
  vacancy_id INTEGER,
  file_path TEXT,                   -- relative to dataDir/uploads, a generated name (never the user's)
  file_type TEXT,                   -- pdf | doc | docx | jpg | png
  file_size INTEGER,
  lang TEXT NOT NULL DEFAULT 'uk',
  created_at TEXT NOT NULL
);
`;
