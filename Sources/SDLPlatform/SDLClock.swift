import CSDL2
import UIKit

/// Real time for the frame loop: SDL's performance counter, in seconds since the clock
/// was made. The loop pushes it into the runtime as each frame's time.
@MainActor
final class SDLClock {
  private let origin = SDL_GetPerformanceCounter()
  private let frequency = Double(SDL_GetPerformanceFrequency())

  var now: TimeInterval {
    Double(SDL_GetPerformanceCounter() &- origin) / frequency
  }
}
