// Triggers on both engines (the cohort tables of migrations 004, 009 and 010). SQLite runs a trigger's statements in
// its body; PostgreSQL runs a function, so each trigger there is a PL/pgSQL function of the same name plus the trigger
// that calls it. The statements are the same text on both: they compare with IS DISTINCT FROM (SQLite 3.39+) and
// qualify the target's columns inside ON CONFLICT ... DO UPDATE (PostgreSQL finds a bare name there ambiguous).
import type { SchemaWriter } from './migration';

export interface TriggerSpec {
  name: string;
  /** 'AFTER INSERT', 'AFTER DELETE', 'AFTER UPDATE', 'AFTER UPDATE OF a, b' */
  event: string;
  table: string;
  /** the row condition (NEW.x / OLD.x), or none */
  when?: string;
  /** statements, each ending with ';' */
  body: string;
}

/** The DDL of a trigger on the writer's engine. */
export function triggerDdl(dialect: SchemaWriter['dialect'], t: TriggerSpec): string {
  if (dialect === 'sqlite') {
    return `CREATE TRIGGER ${t.name} ${t.event} ON ${t.table}${t.when ? ` WHEN ${t.when}` : ''}\nBEGIN ${t.body} END;`;
  }
  return `CREATE FUNCTION ${t.name}() RETURNS trigger LANGUAGE plpgsql AS $trigger$
BEGIN ${t.body}
  RETURN NULL;
END $trigger$;
CREATE TRIGGER ${t.name} ${t.event} ON ${t.table} FOR EACH ROW${t.when ? ` WHEN (${t.when})` : ''} EXECUTE FUNCTION ${t.name}();`;
}

export const createTrigger = (db: SchemaWriter, t: TriggerSpec): Promise<void> => db.execAsIs(triggerDdl(db.dialect, t));

/** Drops a trigger (and on PostgreSQL its function). */
export const dropTrigger = (db: SchemaWriter, name: string, table: string): Promise<void> =>
  db.execAsIs(db.dialect === 'sqlite' ? `DROP TRIGGER ${name};` : `DROP TRIGGER ${name} ON ${table}; DROP FUNCTION ${name}();`);
