/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-reconcile.c — D.2.9: both scoresheets read side by side in one
 * position; where they part, the entries are explained (a transposition, a
 * missing move, an illegal entry) and the ruling follows. */
#include "ab-reconcile.h"

#include <string.h>

#include "ab-position-private.h"
#include "ab-spoken.h"

typedef struct
{
  const AbReconcileSheet *sheets[2];
  int n[2];
  AbReconcileRuling *r;
  AbPosition pos;         /* after the half-moves that stand so far */
  int ply;                /* how many stand */
  AbPosition before_last; /* before the last of them */
  const char *last_text;
  int32_t clock[2];       /* per colour, the reading with its last standing move */
} Compare;

static const char *
text_at (const Compare *c, int sheet, int i)
{
  return i >= 0 && i < c->n[sheet] ? c->sheets[sheet]->entries[i].text : NULL;
}

static int32_t
clock_at (const Compare *c, int sheet, int i)
{
  return i >= 0 && i < c->n[sheet] ? c->sheets[sheet]->entries[i].clock_ms : -1;
}

static AbMove
read_move (const AbPosition *pos, const char *text)
{
  AbMoveError error;
  AbMove move = text ? ab_move_parse_any (pos, text, &error) : AB_MOVE_NONE;

  /* A scoresheet's "e5" for dxe5 is the move it records. */
  return move != AB_MOVE_NONE || text == NULL ? move : ab_move_error_loose_move (&error);
}

static void
fill_entry (AbReconcileEntry *e, int ply, const char *text, const AbPosition *pos)
{
  size_t n = strlen (text);

  memset (e, 0, sizeof *e);
  e->ply = ply;
  if (n >= sizeof e->text)
    {
      /* cut before a character, not inside one */
      n = sizeof e->text - 1;
      while (n > 0 && ((unsigned char) text[n] & 0xc0) == 0x80)
        n--;
    }
  memcpy (e->text, text, n);
  e->text[n] = '\0';
  ab_position_get_fen (pos, AB_FEN_CASTLING_AUTO, e->fen, sizeof e->fen);
  e->move = ab_move_parse_any (pos, text, &e->error);
  if (e->move == AB_MOVE_NONE && (e->move = ab_move_error_loose_move (&e->error)))
    e->error.code = AB_MOVE_ERROR_NONE;
}

/* A half-move both sheets are taken to agree on; idx: the entry holding it
 * on each sheet (-1: none), for its clock reading. */
static void
stand (Compare *c, AbMove move, const char *text, int idx_a, int idx_b)
{
  int32_t reading = clock_at (c, 0, idx_a);
  AbUndo undo;

  if (reading < 0)
    reading = clock_at (c, 1, idx_b);
  c->clock[ab_position_side_to_move (&c->pos)] = reading;
  ab_position_assign (&c->before_last, &c->pos);
  c->last_text = text;
  ab_position_make (&c->pos, move, &undo);
  c->ply++;
}

/* Does sheet x hold at the current ply, d = 1 or 2 half-moves apart, the
 * two moves sheet y has there, in the other order (and between them, for
 * d = 2, the same reply)? Then y's moves stand. x's own order may be
 * illegal; when it is legal it must reach y's position. */
static bool
try_transposition (Compare *c, int x, int d)
{
  AbReconcileRuling *r = c->r;
  int y = 1 - x, i = c->ply;
  AbPosition before[3], q, own;
  AbMove moves[3];
  AbUndo undo;
  bool legal = true;
  int idx[2];

  if (i + d >= c->n[x] || i + d >= c->n[y])
    return false;
  ab_position_assign (&q, &c->pos);
  for (int k = 0; k <= d; k++)
    {
      ab_position_assign (&before[k], &q);
      moves[k] = read_move (&q, text_at (c, y, i + k));
      if (moves[k] == AB_MOVE_NONE)
        return false;
      ab_position_make (&q, moves[k], &undo);
    }
  if (read_move (&before[0], text_at (c, x, i + d)) != moves[0]
      || read_move (&before[d], text_at (c, x, i)) != moves[d]
      || (d == 2 && read_move (&before[1], text_at (c, x, i + 1)) != moves[1]))
    return false;

  ab_position_assign (&own, &c->pos);
  for (int k = 0; k <= d && legal; k++)
    {
      AbMove m = read_move (&own, text_at (c, x, i + k));

      if (m == AB_MOVE_NONE)
        {
          legal = false;
          if (r->illegal[x].ply == 0)
            fill_entry (&r->illegal[x], i + k + 1, text_at (c, x, i + k), &own);
        }
      else
        ab_position_make (&own, m, &undo);
    }
  if (legal && ab_position_repetition_key (&own) != ab_position_repetition_key (&q))
    return false;

  r->transposed_sheet = x;
  r->transposed_order_legal = legal;
  fill_entry (&r->transposed[0], i + 1, text_at (c, y, i), &before[0]);
  fill_entry (&r->transposed[1], i + d + 1, text_at (c, y, i + d), &before[d]);
  if (r->first_difference_ply == 0)
    r->first_difference_ply = i + 1;
  for (int k = 0; k <= d; k++)
    {
      idx[y] = i + k;
      idx[x] = k == 0 ? i + d : k == d ? i : i + k;
      stand (c, moves[k], text_at (c, y, i + k), idx[0], idx[1]);
    }
  return true;
}

/* Does sheet x lack k half-moves that sheet y has at the current ply, its
 * next entries following y's after them? At least two must follow, or all
 * that x (or y) has. */
static bool
try_missing (Compare *c, int x, int k)
{
  AbReconcileRuling *r = c->r;
  int y = 1 - x, i = c->ply, run = 0;
  AbPosition before[2], q;
  AbUndo undo;

  if (i >= c->n[x] || i + k >= c->n[y])
    return false;
  ab_position_assign (&q, &c->pos);
  for (int j = 0; j < k; j++)
    {
      AbMove m = read_move (&q, text_at (c, y, i + j));

      if (m == AB_MOVE_NONE)
        return false;
      ab_position_assign (&before[j], &q);
      ab_position_make (&q, m, &undo);
    }
  while (i + run < c->n[x] && i + k + run < c->n[y])
    {
      AbMove m = read_move (&q, text_at (c, y, i + k + run));

      if (m == AB_MOVE_NONE || read_move (&q, text_at (c, x, i + run)) != m)
        break;
      ab_position_make (&q, m, &undo);
      run++;
    }
  if (run == 0 || (run < 2 && i + run < c->n[x] && i + k + run < c->n[y]))
    return false;
  r->difference = AB_RECONCILE_DIFF_MISSING;
  r->missing_sheet = x;
  r->n_missing = k;
  for (int j = 0; j < k; j++)
    fill_entry (&r->missing[j], i + j + 1, text_at (c, y, i + j), &before[j]);
  return true;
}

/* The sheets part at the current ply: what each has there, and why. */
static void
describe_difference (Compare *c)
{
  AbReconcileRuling *r = c->r;
  bool playable = true;

  for (int s = 0; s < 2; s++)
    {
      const char *text = text_at (c, s, c->ply);

      if (text)
        fill_entry (&r->differing[s], c->ply + 1, text, &c->pos);
      playable = playable && text && r->differing[s].move != AB_MOVE_NONE;
    }
  r->difference = playable ? AB_RECONCILE_DIFF_MOVE : AB_RECONCILE_DIFF_ILLEGAL;
  for (int k = 1; k <= 2; k++)
    if (try_missing (c, 1, k) || try_missing (c, 0, k))
      break;
  if (r->first_difference_ply == 0)
    r->first_difference_ply = c->ply + 1;
}

/* The longer sheet's entries after the shorter one ends; false when one of
 * them cannot be played (the sheets then differ there). */
static bool
read_ahead (Compare *c)
{
  AbReconcileRuling *r = c->r;
  int l = c->n[1] > c->n[0] ? 1 : 0;

  while (c->ply < c->n[l])
    {
      const char *text = text_at (c, l, c->ply);
      AbMove m = read_move (&c->pos, text);

      if (m == AB_MOVE_NONE)
        return false;
      r->ahead_sheet = l;
      if (r->n_ahead < 2)
        fill_entry (&r->ahead[r->n_ahead], c->ply + 1, text, &c->pos);
      r->n_ahead++;
      stand (c, m, text, l == 0 ? c->ply : -1, l == 1 ? c->ply : -1);
    }
  return true;
}

/* Each sheet read on in its own line from where the sheets part: its first
 * entry that cannot be played. */
static void
find_illegal (Compare *c)
{
  for (int s = 0; s < 2; s++)
    {
      AbPosition q;

      if (c->r->illegal[s].ply != 0)
        continue;
      ab_position_assign (&q, &c->pos);
      for (int i = c->ply; i < c->n[s]; i++)
        {
          AbMove m = read_move (&q, text_at (c, s, i));
          AbUndo undo;

          if (m == AB_MOVE_NONE)
            {
              fill_entry (&c->r->illegal[s], i + 1, text_at (c, s, i), &q);
              break;
            }
          ab_position_make (&q, m, &undo);
        }
    }
}

static void
check_boards (const AbReconcileInput *input, Compare *c)
{
  AbReconcileRuling *r = c->r;
  AbReconcileBoard target;

  ab_reconcile_board_from_position (&target, &c->pos);
  for (int b = 0; b < 2; b++)
    {
      if (input->boards[b] == NULL)
        continue;
      if (ab_reconcile_board_equal (input->boards[b], &target))
        {
          r->boards[b] = AB_RECONCILE_BOARD_RIGHT;
          continue;
        }
      r->boards[b] = AB_RECONCILE_BOARD_WRONG;
      r->n_corrections += ab_reconcile_board_corrections (input->boards[b], &target, b,
                                                          r->corrections + r->n_corrections);
    }
}

void
ab_reconcile (const AbReconcileInput *input, AbReconcileRuling *r)
{
  Compare c;
  bool differ = false;
  int common;

  memset (r, 0, sizeof *r);
  memset (&c, 0, sizeof c);
  r->transposed_sheet = r->ahead_sheet = r->missing_sheet = -1;
  c.r = r;
  c.clock[AB_WHITE] = c.clock[AB_BLACK] = -1;
  if (input->start)
    ab_position_assign (&c.pos, input->start);
  else
    ab_position_set_start (&c.pos);
  for (int s = 0; s < 2; s++)
    {
      c.sheets[s] = input->sheets[s];
      c.n[s] = input->sheets[s] ? (int) input->sheets[s]->n_entries : 0;
      r->plies[s] = c.n[s];
      if (input->sheets[s] && ab_reconcile_sheet_has_clocks (input->sheets[s]))
        r->sheets_have_clocks = true;
    }

  common = c.n[0] < c.n[1] ? c.n[0] : c.n[1];
  while (c.ply < common)
    {
      AbMove a = read_move (&c.pos, text_at (&c, 0, c.ply));

      if (a != AB_MOVE_NONE && a == read_move (&c.pos, text_at (&c, 1, c.ply)))
        {
          stand (&c, a, text_at (&c, 0, c.ply), c.ply, c.ply);
          continue;
        }
      /* one transposition is recognised; a second difference is a difference */
      if (r->transposed_sheet < 0
          && (try_transposition (&c, 1, 2) || try_transposition (&c, 1, 1)
              || try_transposition (&c, 0, 2) || try_transposition (&c, 0, 1)))
        continue;
      differ = true;
      break;
    }
  if (!differ && c.n[0] != c.n[1])
    differ = !read_ahead (&c);
  if (differ)
    describe_difference (&c);
  find_illegal (&c);

  r->decision = differ ? AB_RECONCILE_TAKE_BACK : AB_RECONCILE_CORRECT_BOARDS;
  r->sheets_agree = !differ && r->transposed_sheet < 0;
  r->take_back_to_ply = c.ply;
  for (int s = 0; s < 2; s++)
    r->taken_back[s] = c.n[s] > c.ply ? c.n[s] - c.ply : 0;
  if (c.ply > 0)
    fill_entry (&r->last_standing, c.ply, c.last_text, &c.before_last);
  ab_position_get_fen (&c.pos, AB_FEN_CASTLING_AUTO, r->position, sizeof r->position);
  r->clock_ms[AB_WHITE] = c.clock[AB_WHITE];
  r->clock_ms[AB_BLACK] = c.clock[AB_BLACK];
  check_boards (input, &c);
}
