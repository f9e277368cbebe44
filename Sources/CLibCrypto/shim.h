#ifndef MINIGAMES_CLIBCRYPTO_SHIM_H
#define MINIGAMES_CLIBCRYPTO_SHIM_H

#include <stddef.h>
#include <openssl/evp.h>

/* HMAC-SHA-256 in one call (OpenSSL 3's EVP_Q_mac; the older HMAC() is deprecated). Writes 32 bytes to
   `out`; returns 1 on success, 0 on failure. */
static inline int minigames_hmac_sha256(const void *key, size_t key_length, const void *data, size_t data_length,
                                        unsigned char out[32]) {
    size_t written = 0;
    unsigned char *result = EVP_Q_mac(NULL, "HMAC", NULL, "SHA256", NULL, key, key_length,
                                      (const unsigned char *)data, data_length, out, 32, &written);
    return result != NULL && written == 32;
}

#endif
