// `import Raster` brings the codecs, RGBA images, image files and errors it draws with.
@_exported import ImageCodecs
