/* libmicrohttpd's floor: what the library itself costs per request, to hold our server against.
 *
 *   mhd-floor PORT THREADS PATH=FILE [PATH=FILE ...]
 *
 * Same daemon flags as the server (internal polling thread, epoll, turbo, ITC, a pool of THREADS workers). Each
 * FILE is an answer captured from our server: its status on the first line, then "Name: value" header lines, an
 * empty line and the body. A request for PATH (any method; a body is read and dropped) gets that answer from one
 * response object made at start and queued for every request (libmicrohttpd counts its references), so a request
 * costs the library's parsing, its header writing and the send, and nothing else. Prints "listening on PORT" once
 * it serves; stops on SIGTERM or SIGINT. */
#include <microhttpd.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

struct route {
    const char *path;
    unsigned int status;
    struct MHD_Response *response;
};

static struct route *routes;
static int route_count;

static char *read_file(const char *name, size_t *size) {
    FILE *file = fopen(name, "rb");
    if (!file) return NULL;
    fseek(file, 0, SEEK_END);
    long length = ftell(file);
    fseek(file, 0, SEEK_SET);
    char *bytes = malloc((size_t)length + 1);
    if (bytes && fread(bytes, 1, (size_t)length, file) != (size_t)length) { free(bytes); bytes = NULL; }
    fclose(file);
    if (bytes) { bytes[length] = 0; *size = (size_t)length; }
    return bytes;
}

/* The library writes these itself from the response it is given. */
static int managed(const char *name) {
    return !strcasecmp(name, "Content-Length") || !strcasecmp(name, "Date") || !strcasecmp(name, "Connection")
        || !strcasecmp(name, "Transfer-Encoding") || !strcasecmp(name, "Keep-Alive");
}

static int load(struct route *route, const char *file_name) {
    size_t size;
    char *text = read_file(file_name, &size);
    if (!text) { fprintf(stderr, "cannot read %s\n", file_name); return 0; }
    char *end = text + size, *line = text;
    char *newline = memchr(line, '\n', (size_t)(end - line));
    if (!newline) { fprintf(stderr, "%s: no status line\n", file_name); return 0; }
    route->status = (unsigned int)atoi(line);
    line = newline + 1;
    /* Headers are read first and added once the response exists. */
    char *headers = line;
    while (line < end && *line != '\n') {
        newline = memchr(line, '\n', (size_t)(end - line));
        if (!newline) { fprintf(stderr, "%s: headers end without a blank line\n", file_name); return 0; }
        line = newline + 1;
    }
    char *body = line < end ? line + 1 : end;
    route->response = MHD_create_response_from_buffer((size_t)(end - body), body, MHD_RESPMEM_PERSISTENT);
    if (!route->response) return 0;
    for (line = headers; line < body - 1;) {
        newline = memchr(line, '\n', (size_t)(end - line));
        *newline = 0;
        char *colon = strchr(line, ':');
        if (colon) {
            *colon = 0;
            char *value = colon + 1;
            while (*value == ' ') value++;
            if (!managed(line) && MHD_add_response_header(route->response, line, value) != MHD_YES) {
                fprintf(stderr, "%s: header %s refused\n", file_name, line);
                return 0;
            }
        }
        line = newline + 1;
    }
    return 1;
}

static enum MHD_Result answer(void *cls, struct MHD_Connection *connection, const char *url, const char *method,
                              const char *version, const char *upload_data, size_t *upload_data_size,
                              void **request_state) {
    (void)cls; (void)method; (void)version; (void)upload_data;
    /* The first call has the headers only; body chunks follow; the last call (no data) answers. */
    if (*request_state == NULL) { *request_state = connection; return MHD_YES; }
    if (*upload_data_size) { *upload_data_size = 0; return MHD_YES; }
    for (int i = 0; i < route_count; i++) {
        if (!strcmp(url, routes[i].path)) {
            return MHD_queue_response(connection, routes[i].status, routes[i].response);
        }
    }
    return MHD_NO;
}

int main(int argc, char **argv) {
    if (argc < 4) {
        fprintf(stderr, "usage: mhd-floor PORT THREADS PATH=FILE [PATH=FILE ...]\n");
        return 2;
    }
    unsigned int threads = (unsigned int)atoi(argv[2]);
    route_count = argc - 3;
    routes = calloc((size_t)route_count, sizeof *routes);
    for (int i = 0; i < route_count; i++) {
        char *equals = strchr(argv[i + 3], '=');
        if (!equals) { fprintf(stderr, "not PATH=FILE: %s\n", argv[i + 3]); return 2; }
        *equals = 0;
        routes[i].path = argv[i + 3];
        if (!load(&routes[i], equals + 1)) return 1;
    }
    sigset_t stop;
    sigemptyset(&stop);
    sigaddset(&stop, SIGTERM);
    sigaddset(&stop, SIGINT);
    pthread_sigmask(SIG_BLOCK, &stop, NULL);
    signal(SIGPIPE, SIG_IGN);
    unsigned int flags = MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_EPOLL | MHD_USE_ITC | MHD_USE_TURBO
        | MHD_USE_ERROR_LOG;
    struct MHD_Daemon *daemon = MHD_start_daemon(
        flags, (uint16_t)atoi(argv[1]), NULL, NULL, answer, NULL,
        MHD_OPTION_THREAD_POOL_SIZE, threads > 1 ? threads : 1,
        MHD_OPTION_CONNECTION_MEMORY_LIMIT, (size_t)32 * 1024,
        MHD_OPTION_CONNECTION_LIMIT, 10000u,
        MHD_OPTION_CONNECTION_TIMEOUT, 60u,
        MHD_OPTION_END);
    if (!daemon) { fprintf(stderr, "cannot start on port %s\n", argv[1]); return 1; }
    printf("listening on %s\n", argv[1]);
    fflush(stdout);
    int received;
    sigwait(&stop, &received);
    MHD_stop_daemon(daemon);
    for (int i = 0; i < route_count; i++) MHD_destroy_response(routes[i].response);
    return 0;
}
