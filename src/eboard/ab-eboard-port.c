/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-eboard-port.c — a serial line set up with termios, read without blocking on the main
 * context, its bytes handed to the core's decoder. */
#include "ab-eboard-port.h"

#include <errno.h>
#include <fcntl.h>
#include <glib-unix.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <termios.h>
#include <unistd.h>

#include "ab-millennium.h"

G_DEFINE_QUARK (ab-eboard-error-quark, ab_eboard_error)

struct _AbEboardPort
{
  char *device;
  int fd;
  GMainContext *context;
  GSource *reader;   /* the line is readable, or hung up */
  GSource *writer;   /* the line can take what is waiting in out */
  GSource *deadline; /* the board has not answered yet */
  GByteArray *out;
  AbEboardPortFuncs funcs;
  gpointer data;

  AbEboardProtocol wanted;   /* NONE: try both */
  AbEboardProtocol trying;   /* asked, no answer yet */
  AbEboardProtocol protocol; /* answered */
  AbEboardDecoder *decoder;

  gboolean in_callback; /* a callback may free the port: then it is freed after it */
  gboolean free_later;
};

static gboolean read_cb (gint fd, GIOCondition condition, gpointer user_data);

static void
drop_source (GSource **source)
{
  if (*source != NULL)
    {
      g_source_destroy (*source);
      g_source_unref (*source);
      *source = NULL;
    }
}

static void
close_line (AbEboardPort *self)
{
  drop_source (&self->reader);
  drop_source (&self->writer);
  drop_source (&self->deadline);
  if (self->fd >= 0)
    close (self->fd);
  self->fd = -1;
}

void
ab_eboard_port_free (AbEboardPort *self)
{
  if (self == NULL)
    return;
  if (self->in_callback)
    {
      self->free_later = TRUE;
      return;
    }
  close_line (self);
  ab_eboard_decoder_free (self->decoder);
  g_byte_array_unref (self->out);
  g_main_context_unref (self->context);
  g_free (self->device);
  g_free (self);
}

/* The line failed or the board never answered: closed, told once. */
static void
fail (AbEboardPort *self, AbEboardError code, const char *message)
{
  GError *error = g_error_new (AB_EBOARD_ERROR, code, "%s: %s", self->device, message);

  close_line (self);
  if (self->funcs.fault != NULL)
    self->funcs.fault (self, error, self->data);
  g_error_free (error);
}

static gboolean
write_cb (gint fd, GIOCondition condition, gpointer user_data)
{
  AbEboardPort *self = user_data;

  while (self->out->len > 0)
    {
      ssize_t n = write (self->fd, self->out->data, self->out->len);

      if (n < 0 && (errno == EAGAIN || errno == EINTR))
        return G_SOURCE_CONTINUE;
      if (n <= 0)
        {
          /* a write that fails is a line gone: the reader reports it */
          g_byte_array_set_size (self->out, 0);
          break;
        }
      g_byte_array_remove_range (self->out, 0, (guint) n);
    }
  g_source_unref (self->writer);
  self->writer = NULL;
  return G_SOURCE_REMOVE;
}

static void
send_bytes (AbEboardPort *self, const uint8_t *bytes, size_t len)
{
  if (self->fd < 0 || len == 0)
    return;
  g_byte_array_append (self->out, bytes, (guint) len);
  if (self->writer != NULL)
    return;
  self->writer = g_unix_fd_source_new (self->fd, G_IO_OUT);
  g_source_set_callback (self->writer, G_SOURCE_FUNC (write_cb), self, NULL);
  /* try at once: a board's requests are a few bytes and nearly always fit */
  if (write_cb (self->fd, G_IO_OUT, self) == G_SOURCE_CONTINUE && self->writer != NULL)
    g_source_attach (self->writer, self->context);
}

/* The line's speed, size and parity for a protocol; raw, no echo, no flow control. */
static gboolean
set_line (AbEboardPort *self, AbEboardProtocol protocol)
{
  struct termios tio;
  speed_t speed = protocol == AB_EBOARD_PROTOCOL_MILLENNIUM ? B38400 : B9600;

  if (tcgetattr (self->fd, &tio) < 0)
    return FALSE;
  cfmakeraw (&tio);
  tio.c_cflag &= ~(CSIZE | PARENB | PARODD | CSTOPB | CRTSCTS);
  tio.c_cflag |= CREAD | CLOCAL;
  if (protocol == AB_EBOARD_PROTOCOL_MILLENNIUM)
    {
      tio.c_cflag |= CS7 | PARENB | PARODD;
      tio.c_iflag |= INPCK; /* a character with a parity error reads as NUL: the decoder
                             * rejects it */
    }
  else
    tio.c_cflag |= CS8;
  tio.c_cc[VMIN] = 0;
  tio.c_cc[VTIME] = 0;
  cfsetispeed (&tio, speed);
  cfsetospeed (&tio, speed);
  if (tcsetattr (self->fd, TCSANOW, &tio) < 0)
    return FALSE;
  tcflush (self->fd, TCIOFLUSH);
  return TRUE;
}

static gboolean deadline_cb (gpointer user_data);

/* Asks the board in protocol who it is, with a deadline. */
static void
try_protocol (AbEboardPort *self, AbEboardProtocol protocol)
{
  uint8_t request[AB_EBOARD_REQUEST_MAX];

  self->trying = protocol;
  ab_eboard_decoder_free (self->decoder);
  self->decoder = ab_eboard_decoder_new (protocol);
  g_byte_array_set_size (self->out, 0);
  if (!set_line (self, protocol))
    {
      fail (self, AB_EBOARD_ERROR_NOT_SERIAL, g_strerror (errno));
      return;
    }
  send_bytes (self, request, ab_eboard_request_identify (protocol, request));
  drop_source (&self->deadline);
  self->deadline = g_timeout_source_new (AB_EBOARD_IDENTIFY_MS);
  g_source_set_callback (self->deadline, deadline_cb, self, NULL);
  g_source_attach (self->deadline, self->context);
}

static gboolean
deadline_cb (gpointer user_data)
{
  AbEboardPort *self = user_data;

  g_source_unref (self->deadline);
  self->deadline = NULL;
  self->in_callback = TRUE;
  if (self->wanted == AB_EBOARD_PROTOCOL_NONE && self->trying == AB_EBOARD_PROTOCOL_DGT)
    try_protocol (self, AB_EBOARD_PROTOCOL_MILLENNIUM);
  else
    fail (self, AB_EBOARD_ERROR_NOT_A_BOARD, "no board answered");
  self->in_callback = FALSE;
  if (self->free_later)
    {
      self->free_later = FALSE;
      ab_eboard_port_free (self);
    }
  return G_SOURCE_REMOVE;
}

/* One event read from the line. */
static void
take_event (AbEboardPort *self, const AbEboardEvent *ev, gint64 now)
{
  uint8_t request[AB_EBOARD_REQUEST_MAX];

  if (self->protocol == AB_EBOARD_PROTOCOL_NONE)
    {
      if (!ab_eboard_event_identifies (ev))
        return;
      self->protocol = self->trying;
      drop_source (&self->deadline);
      send_bytes (self, request, ab_eboard_request_start (self->protocol, request));
      if (self->funcs.identified != NULL)
        self->funcs.identified (self, self->protocol, ev->version_major, ev->version_minor,
                                self->data);
      if (self->fd < 0 || self->free_later)
        return;
    }
  switch (ev->kind)
    {
    case AB_EBOARD_EVENT_BOARD:
    case AB_EBOARD_EVENT_FIELD:
      if (!ev->board_known)
        send_bytes (self, request, ab_eboard_request_board (self->protocol, request));
      else if (self->funcs.board != NULL)
        self->funcs.board (self, &ev->board, now, self->data);
      break;
    case AB_EBOARD_EVENT_CLOCK:
      if (self->funcs.clock != NULL && ev->clock.connected)
        self->funcs.clock (self, &ev->clock, now, self->data);
      break;
    case AB_EBOARD_EVENT_DAMAGED:
      send_bytes (self, request, ab_eboard_request_board (self->protocol, request));
      if (self->funcs.damaged != NULL)
        self->funcs.damaged (self, ev->damage, self->data);
      break;
    default:
      break;
    }
}

static gboolean
read_cb (gint fd, GIOCondition condition, gpointer user_data)
{
  AbEboardPort *self = user_data;
  uint8_t buf[4096];
  ssize_t n;
  gint64 now;

  n = read (self->fd, buf, sizeof buf);
  now = g_get_monotonic_time ();
  if (n < 0 && (errno == EAGAIN || errno == EINTR))
    return G_SOURCE_CONTINUE;
  self->in_callback = TRUE;
  if (n <= 0)
    {
      /* a tty that reads nothing although it woke us has hung up */
      g_source_unref (self->reader);
      self->reader = NULL;
      fail (self, AB_EBOARD_ERROR_UNPLUGGED, n < 0 ? g_strerror (errno) : "hung up");
    }
  else
    {
      const uint8_t *p = buf;
      size_t left = (size_t) n;

      while (self->fd >= 0 && !self->free_later)
        {
          AbEboardEvent ev;
          size_t used = ab_eboard_decoder_feed (self->decoder, p, left, &ev);

          p += used;
          left -= used;
          if (ev.kind == AB_EBOARD_EVENT_NONE)
            break;
          take_event (self, &ev, now);
        }
    }
  self->in_callback = FALSE;
  if (self->free_later)
    {
      self->free_later = FALSE;
      ab_eboard_port_free (self);
      return G_SOURCE_REMOVE;
    }
  return self->reader != NULL ? G_SOURCE_CONTINUE : G_SOURCE_REMOVE;
}

static AbEboardError
open_error (int errnum)
{
  switch (errnum)
    {
    case ENOENT:
    case ENXIO:
    case ENODEV:
      return AB_EBOARD_ERROR_NO_DEVICE;
    case EACCES:
    case EPERM:
    case EROFS:
      return AB_EBOARD_ERROR_NO_PERMISSION;
    case EBUSY:
    case EWOULDBLOCK:
      return AB_EBOARD_ERROR_BUSY;
    case ENOTTY:
      return AB_EBOARD_ERROR_NOT_SERIAL;
    default:
      return AB_EBOARD_ERROR_FAILED;
    }
}

AbEboardPort *
ab_eboard_port_open (const char *device, AbEboardProtocol protocol,
                     const AbEboardPortFuncs *funcs, gpointer data, GError **error)
{
  AbEboardPort *self;
  struct termios tio;
  int fd = open (device, O_RDWR | O_NOCTTY | O_NONBLOCK | O_CLOEXEC);

  if (fd < 0)
    {
      int errnum = errno;

      g_set_error (error, AB_EBOARD_ERROR, open_error (errnum), "%s: %s", device,
                   g_strerror (errnum));
      return NULL;
    }
  if (tcgetattr (fd, &tio) < 0 || flock (fd, LOCK_EX | LOCK_NB) < 0)
    {
      int errnum = errno;

      g_set_error (error, AB_EBOARD_ERROR, open_error (errnum), "%s: %s", device,
                   g_strerror (errnum));
      close (fd);
      return NULL;
    }
  self = g_new0 (AbEboardPort, 1);
  self->device = g_strdup (device);
  self->fd = fd;
  self->context = g_main_context_ref_thread_default ();
  self->out = g_byte_array_new ();
  self->data = data;
  self->wanted = protocol;
  self->reader = g_unix_fd_source_new (fd, G_IO_IN | G_IO_HUP | G_IO_ERR);
  g_source_set_callback (self->reader, G_SOURCE_FUNC (read_cb), self, NULL);
  g_source_attach (self->reader, self->context);
  /* the callbacks only once the caller has the port: a line that cannot be set is an
   * error of opening */
  try_protocol (self, protocol != AB_EBOARD_PROTOCOL_NONE ? protocol : AB_EBOARD_PROTOCOL_DGT);
  if (self->fd < 0)
    {
      g_set_error (error, AB_EBOARD_ERROR, AB_EBOARD_ERROR_NOT_SERIAL,
                   "%s: the line cannot be set", device);
      ab_eboard_port_free (self);
      return NULL;
    }
  if (funcs != NULL)
    self->funcs = *funcs;
  return self;
}

const char *
ab_eboard_port_get_device (const AbEboardPort *self)
{
  return self->device;
}

AbEboardProtocol
ab_eboard_port_get_protocol (const AbEboardPort *self)
{
  return self->protocol;
}

guint64
ab_eboard_port_get_skipped (const AbEboardPort *self)
{
  return self->decoder != NULL ? ab_eboard_decoder_skipped (self->decoder) : 0;
}

guint64
ab_eboard_port_get_messages (const AbEboardPort *self)
{
  return self->decoder != NULL ? ab_eboard_decoder_messages (self->decoder) : 0;
}

void
ab_eboard_port_light (AbEboardPort *self, AbBitboard squares, gboolean turned)
{
  uint8_t leds[AB_MILLENNIUM_LEDS] = { 0 };
  uint8_t command[AB_MILLENNIUM_COMMAND_MAX];

  if (self->protocol != AB_EBOARD_PROTOCOL_MILLENNIUM)
    return;
  if (squares == 0)
    {
      send_bytes (self, command, ab_millennium_encode ("X", command, sizeof command));
      return;
    }
  /* on half the time, in slots of 4 × 4.096 ms: a steady blink the eye finds */
  ab_millennium_leds_light (leds, squares, 0xf0, turned);
  send_bytes (self, command, ab_millennium_encode_leds (leds, 4, command, sizeof command));
}

void
ab_eboard_port_request_board (AbEboardPort *self)
{
  uint8_t request[AB_EBOARD_REQUEST_MAX];

  if (self->protocol != AB_EBOARD_PROTOCOL_NONE)
    send_bytes (self, request, ab_eboard_request_board (self->protocol, request));
}
