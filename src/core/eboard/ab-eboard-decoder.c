/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-eboard-decoder.c — the DGT or the Millennium decoder, and the requests each board needs. */
#include "ab-eboard-decoder.h"

#include <stdlib.h>
#include <string.h>

#include "ab-dgt.h"
#include "ab-millennium.h"

struct _AbEboardDecoder
{
  AbEboardProtocol protocol;
  AbDgtDecoder *dgt;
  AbMillenniumDecoder *millennium;
};

const char *
ab_eboard_protocol_name (AbEboardProtocol protocol)
{
  switch (protocol)
    {
    case AB_EBOARD_PROTOCOL_DGT:
      return "dgt";
    case AB_EBOARD_PROTOCOL_MILLENNIUM:
      return "millennium";
    case AB_EBOARD_PROTOCOL_NONE:
      break;
    }
  return NULL;
}

AbEboardProtocol
ab_eboard_protocol_from_name (const char *name)
{
  if (name != NULL && strcmp (name, "dgt") == 0)
    return AB_EBOARD_PROTOCOL_DGT;
  if (name != NULL && strcmp (name, "millennium") == 0)
    return AB_EBOARD_PROTOCOL_MILLENNIUM;
  return AB_EBOARD_PROTOCOL_NONE;
}

int
ab_eboard_protocol_baud (AbEboardProtocol protocol)
{
  return protocol == AB_EBOARD_PROTOCOL_MILLENNIUM ? 38400 : 9600;
}

/* Millennium commands, one after another with their checks. */
static size_t
millennium_commands (const char *const *commands, uint8_t *buf)
{
  size_t n = 0;

  for (; *commands != NULL; commands++)
    n += ab_millennium_encode (*commands, buf + n, AB_EBOARD_REQUEST_MAX - n);
  return n;
}

size_t
ab_eboard_request_identify (AbEboardProtocol protocol, uint8_t *buf)
{
  static const char *const version[] = { "V", NULL };

  if (protocol == AB_EBOARD_PROTOCOL_MILLENNIUM)
    return millennium_commands (version, buf);
  /* out of any update mode first, then the version */
  buf[0] = AB_DGT_SEND_RESET;
  buf[1] = AB_DGT_SEND_VERSION;
  return 2;
}

size_t
ab_eboard_request_start (AbEboardProtocol protocol, uint8_t *buf)
{
  static const char *const start[] = { "W0203", "S", NULL };

  if (protocol == AB_EBOARD_PROTOCOL_MILLENNIUM)
    return millennium_commands (start, buf); /* a status on every change, and one now */
  /* a dump, then field updates, and the clock's times when they change (so the talking
   * clock can say what the real clock shows) */
  buf[0] = AB_DGT_SEND_BRD;
  buf[1] = AB_DGT_SEND_UPDATE_NICE;
  return 2;
}

size_t
ab_eboard_request_board (AbEboardProtocol protocol, uint8_t *buf)
{
  static const char *const status[] = { "S", NULL };

  if (protocol == AB_EBOARD_PROTOCOL_MILLENNIUM)
    return millennium_commands (status, buf);
  buf[0] = AB_DGT_SEND_BRD;
  return 1;
}

AbEboardDecoder *
ab_eboard_decoder_new (AbEboardProtocol protocol)
{
  AbEboardDecoder *self;

  if (protocol == AB_EBOARD_PROTOCOL_NONE || (self = calloc (1, sizeof *self)) == NULL)
    return NULL;
  self->protocol = protocol;
  if (protocol == AB_EBOARD_PROTOCOL_DGT)
    self->dgt = ab_dgt_decoder_new ();
  else
    self->millennium = ab_millennium_decoder_new ();
  if (self->dgt == NULL && self->millennium == NULL)
    {
      free (self);
      return NULL;
    }
  return self;
}

void
ab_eboard_decoder_free (AbEboardDecoder *self)
{
  if (self == NULL)
    return;
  ab_dgt_decoder_free (self->dgt);
  ab_millennium_decoder_free (self->millennium);
  free (self);
}

AbEboardProtocol
ab_eboard_decoder_get_protocol (const AbEboardDecoder *self)
{
  return self->protocol;
}

size_t
ab_eboard_decoder_feed (AbEboardDecoder *self, const uint8_t *data, size_t len,
                        AbEboardEvent *event)
{
  if (self->dgt != NULL)
    return ab_dgt_decoder_feed (self->dgt, data, len, event);
  return ab_millennium_decoder_feed (self->millennium, data, len, event);
}

uint64_t
ab_eboard_decoder_skipped (const AbEboardDecoder *self)
{
  return self->dgt != NULL ? ab_dgt_decoder_skipped (self->dgt)
                           : ab_millennium_decoder_skipped (self->millennium);
}

uint64_t
ab_eboard_decoder_messages (const AbEboardDecoder *self)
{
  return self->dgt != NULL ? ab_dgt_decoder_messages (self->dgt)
                           : ab_millennium_decoder_messages (self->millennium);
}

bool
ab_eboard_event_identifies (const AbEboardEvent *event)
{
  switch (event->kind)
    {
    case AB_EBOARD_EVENT_BOARD:
    case AB_EBOARD_EVENT_FIELD:
    case AB_EBOARD_EVENT_CLOCK:
    case AB_EBOARD_EVENT_VERSION:
    case AB_EBOARD_EVENT_SERIAL:
    case AB_EBOARD_EVENT_ACK:
      return true;
    default:
      return false;
    }
}
