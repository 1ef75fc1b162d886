import CSDL2
import UIKit

/// The app's frame clock: SDL's performance counter, in seconds since the clock was made.
@MainActor
public final class SDLClock: FrameClock {
  private let origin = SDL_GetPerformanceCounter()
  private let frequency = Double(SDL_GetPerformanceFrequency())

  public init() {}

  public var now: TimeInterval {
    Double(SDL_GetPerformanceCounter() &- origin) / frequency
  }
}
