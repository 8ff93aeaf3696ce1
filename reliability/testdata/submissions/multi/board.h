/* The board of a folder submission split over two C files. */
void board_init(int n);
int board_play(int r, int c, char p); /* 1 when the stone makes five */
