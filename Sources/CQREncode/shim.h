#ifndef MINIGAMES_CQRENCODE_SHIM_H
#define MINIGAMES_CQRENCODE_SHIM_H

/* libqrencode: the QR code of an invitation link, drawn on the server as inline SVG (no external service). */
#include <qrencode.h>

#endif
