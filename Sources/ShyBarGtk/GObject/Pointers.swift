import CGtk

// Internal conversions between the two ways GTK types import (opaque structs as
// `OpaquePointer`, public structs as `UnsafeMutablePointer`) and `gpointer`.

@inline(__always) package func gp(_ pointer: OpaquePointer) -> gpointer { UnsafeMutableRawPointer(pointer) }
@inline(__always) package func gp<T>(_ pointer: UnsafeMutablePointer<T>) -> gpointer { UnsafeMutableRawPointer(pointer) }
