// The platform in one place: the C library of the system cvsim runs on, re-exported, so that
// no other module names Glibc, Musl or Darwin. cvsim is built and tested on Linux (Glibc); the
// Darwin and Musl branches compile the same calls, untested (docs/architecture.md).
#if canImport(Glibc)
@_exported import Glibc
#elseif canImport(Musl)
@_exported import Musl
#elseif canImport(Darwin)
@_exported import Darwin
#else
#error("cvsim needs a C library: Glibc, Musl or Darwin")
#endif
