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

/* Starts a connection without waiting (the caller drives PQconnectPoll to its own deadline): TCP keepalives, so a
   dead peer is noticed; UTF8 as a startup parameter (no SET afterwards, which PgBouncer would have to carry).
   The URL comes last, so anything it sets itself wins over these defaults. */
static inline PGconn *minigames_pq_connect_start(const char *url) {
    const char *const keywords[] = {"keepalives", "keepalives_idle", "keepalives_interval",
                                    "keepalives_count", "client_encoding", "dbname", (const char *)0};
    const char *const values[] = {"1", "10", "3", "3", "UTF8", url, (const char *)0};
    return PQconnectStartParams(keywords, values, 1);
}

#endif
