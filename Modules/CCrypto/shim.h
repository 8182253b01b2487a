// OpenSSL's libcrypto digests, for the SHA-1 a Nightscout API secret is sent
// as: a vetted implementation rather than hand-written hashing.
#ifndef CCRYPTO_SHIM_H
#define CCRYPTO_SHIM_H

#include <openssl/evp.h>
#include <openssl/sha.h>

#endif
