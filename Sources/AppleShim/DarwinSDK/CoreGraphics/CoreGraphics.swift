// The stand-in CoreGraphics is the toolchain's Foundation, re-exported (sdk.py): on Linux,
// Foundation declares `CGFloat`, `CGPoint`, `CGSize`, `CGRect` and `CGAffineTransform` with the
// layout and API of CoreGraphics' Swift overlay. This module adds nothing of its own.
