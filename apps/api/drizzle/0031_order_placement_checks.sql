-- Hand-written: the checks of an online order, under its locks, called by the statement that writes the order
-- (`insert_checked_order_*`), so that an order is locked, checked, written and committed in ONE round trip.
-- It locks the account's row and, when the pickup slots have a limit (`p_slot_key` not null), the slot's advisory
-- lock (`slotLockKey`), both until the transaction ends, in that order as every order takes them. Then it reads
-- what the locks guard: the owner's block, an order of the same Idempotency-Key, the account's open orders and
-- the slot's orders (cancelled ones aside; 0, uncounted, without a limit). A VOLATILE function takes a new
-- snapshot for each of its queries, so the reads see every order committed by a request this one waited for,
-- though the calling statement's own snapshot is older. It answers no row when the account does not exist.
CREATE FUNCTION "order_placement_checks"(
  p_user_id text,
  p_restaurant_id text,
  p_pickup_time timestamptz,
  p_idempotency_key text,
  p_slot_key text
) RETURNS TABLE (
  email_verified_at timestamptz,
  blocked boolean,
  same_key_order_id text,
  active_orders integer,
  slot_taken integer
) LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_column
BEGIN
  PERFORM 1 FROM "users" AS account WHERE account."id" = p_user_id FOR UPDATE;
  IF p_slot_key IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(hashtextextended(p_slot_key, 0));
  END IF;
  RETURN QUERY
    SELECT
      account."email_verified_at",
      EXISTS (
        SELECT 1 FROM "customer_blocks" AS block
        WHERE block."restaurant_id" = p_restaurant_id AND block."user_id" = p_user_id
      ),
      (
        SELECT same_key."id" FROM "orders" AS same_key
        WHERE same_key."user_id" = p_user_id AND same_key."idempotency_key" = p_idempotency_key
        LIMIT 1
      ),
      (
        SELECT count(*)::integer FROM "orders" AS held
        WHERE held."user_id" = p_user_id AND held."status" NOT IN ('completed', 'cancelled')
      ),
      CASE WHEN p_slot_key IS NULL THEN 0 ELSE (
        SELECT count(*)::integer FROM "orders" AS taken
        WHERE taken."restaurant_id" = p_restaurant_id AND taken."pickup_time" = p_pickup_time
          AND taken."status" <> 'cancelled'
      ) END
    FROM "users" AS account
    WHERE account."id" = p_user_id;
END $$;
