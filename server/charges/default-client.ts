// The corporation's default invoice destination (請求先), which every department without one of its own is billed to.
import type { Row, SqlExecutor } from '../db/database';

/** The corporation's default invoice destination, made from its name and address when it has none yet. */
export async function defaultChargeClient(tx: SqlExecutor, corporationId: number, now: Date): Promise<number> {
  await tx.query(
    `insert into charge_clients (corporation_id, client_name, postal_code, address, default_flg, created_at, last_updated)
     select c.id, c.corporation_name, c.postal_code, c.address, true, $2, $2 from corporations c
      where c.id = $1 and not exists (select 1 from charge_clients k where k.corporation_id = c.id and k.default_flg)`,
    [corporationId, now],
  );
  const [row] = await tx.query<{ id: number } & Row>('select id from charge_clients where corporation_id = $1 and default_flg', [corporationId]);
  return row.id;
}
