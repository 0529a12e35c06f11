// Entry of the public TV board (board.html, served for /order-list/*): no MUI, no i18n, no query
// cache, no session — only React, Socket.IO and the board's own CSS (README.md: the 120 KB budget).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BoardApp } from './board-app.tsx';
import { readBoardParams } from './board-params.ts';
import './board.css';

const root = document.getElementById('board-root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <BoardApp params={readBoardParams(window.location)} />
    </StrictMode>,
  );
}
