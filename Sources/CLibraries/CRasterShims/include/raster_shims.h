#ifndef RASTER_SHIMS_H
#define RASTER_SHIMS_H

/// The pixman version cairo draws with, e.g. "0.42.2".
const char *nhs_pixman_version(void);

#endif
