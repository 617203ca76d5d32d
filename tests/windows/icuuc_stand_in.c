/* A stand-in for Windows' icuuc.dll, for Wine test prefixes only: never shipped.
 *
 * Qt6Core.dll imports ICU's converter functions from icuuc.dll, which Windows 10 1903 and
 * later carry and Wine 8.0 does not. Qt asks ICU for a converter only for text codecs the
 * game never uses (it reads and writes UTF-8); this stand-in answers that none exists, as
 * ICU does for an unknown name, so Qt falls back to its own codecs. */
#include <stddef.h>
#include <stdint.h>

typedef int32_t UErrorCode;
#define U_FILE_ACCESS_ERROR 4

void *ucnv_open(const char *name, UErrorCode *error) {
    (void)name;
    if (error) *error = U_FILE_ACCESS_ERROR;
    return NULL;
}

int32_t ucnv_countAvailable(void) { return 0; }

/* Never reached without a converter; each answers "nothing" if it were. */
#define NOTHING(name) int32_t name(void) { return 0; }
NOTHING(ucnv_close)
NOTHING(UCNV_FROM_U_CALLBACK_SUBSTITUTE)
NOTHING(UCNV_TO_U_CALLBACK_SUBSTITUTE)
NOTHING(ucnv_reset)
NOTHING(ucnv_getMaxCharSize)
NOTHING(ucnv_getName)
NOTHING(ucnv_getToUCallBack)
NOTHING(ucnv_getFromUCallBack)
NOTHING(ucnv_setToUCallBack)
NOTHING(ucnv_setFromUCallBack)
NOTHING(ucnv_cbToUWriteUChars)
NOTHING(ucnv_toUnicode)
NOTHING(ucnv_cbFromUWriteUChars)
NOTHING(ucnv_toUCountPending)
NOTHING(ucnv_fromUCountPending)
NOTHING(ucnv_getStandardName)
NOTHING(ucnv_getAvailableName)
NOTHING(ucnv_fromUnicode)
