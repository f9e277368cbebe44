#ifndef MINIGAMES_CPOSTGRES_SHIM_H
#define MINIGAMES_CPOSTGRES_SHIM_H

#include <libpq-fe.h>

/* PG_DIAG_SQLSTATE is a character macro; read the error's SQLSTATE here so Swift sees a plain function. */
static inline const char *minigames_pq_sqlstate(const PGresult *result) {
    return PQresultErrorField(result, PG_DIAG_SQLSTATE);
}

/* Server notices ("relation already exists, skipping") would otherwise go to stderr. */
static void minigames_pq_ignore_notice(void *arg, const char *message) {
    (void)arg;
    (void)message;
}

static inline void minigames_pq_silence_notices(PGconn *connection) {
    PQsetNoticeProcessor(connection, minigames_pq_ignore_notice, (void *)0);
}

#endif
