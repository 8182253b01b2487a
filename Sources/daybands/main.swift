import DayBands
import DayBandsTerminal
print(probe())
