#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The calling thread's identity as a plain number, which `@Sendable` closures may capture and
/// compare. `pthread_t` itself cannot be captured portably: Glibc's is a `UInt`, but Darwin's is
/// a pointer to an opaque struct (and Musl's an opaque pointer), neither of them `Sendable`.
/// Two threads that are alive at the same time never have the same identity.
func currentThreadIdentity() -> UInt {
    #if canImport(Glibc)
    UInt(pthread_self())
    #else
    UInt(bitPattern: pthread_self())
    #endif
}
