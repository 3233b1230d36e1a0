// The pixman version, for the renderer fingerprint: pixman does cairo's rasterising and compositing.
// Kept apart from CCodecShims so that programs using only the codecs (nhs-snapshots-diff) do not
// link pixman.
#include "raster_shims.h"

extern const char *pixman_version_string(void);

const char *nhs_pixman_version(void) { return pixman_version_string(); }
